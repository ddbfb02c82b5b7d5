// Product page (§2): reviews widget, questions, medals.
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function ProductScreen() {
  return <PageDataScreen />;
}
