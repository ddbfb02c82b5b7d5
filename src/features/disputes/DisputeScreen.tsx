// A reviewer's own dispute (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function DisputeScreen() {
  return <PageDataScreen />;
}
