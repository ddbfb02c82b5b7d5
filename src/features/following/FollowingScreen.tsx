// Followed shops, products and reviewers (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function FollowingScreen() {
  return <PageDataScreen />;
}
