// Category index, route categoryIndex (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function CategoryIndexScreen() {
  return <PageDataScreen />;
}
