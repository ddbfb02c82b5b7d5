// A reviewer's own dispute (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function DisputeScreen() {
  return <PageDataScreen />;
}
