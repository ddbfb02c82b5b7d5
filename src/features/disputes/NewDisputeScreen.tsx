// A new dispute about a shop or one of its products.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function NewDisputeScreen() {
  return <PageDataScreen />;
}
