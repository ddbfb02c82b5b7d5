// Followed shops, products and reviewers (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function FollowingScreen() {
  return <PageDataScreen />;
}
