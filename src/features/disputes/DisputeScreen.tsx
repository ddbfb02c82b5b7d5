// A reviewer's own dispute.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function DisputeScreen() {
  return <PageDataScreen />;
}
