// A new dispute about a shop or one of its products (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function NewDisputeScreen() {
  return <PageDataScreen />;
}
