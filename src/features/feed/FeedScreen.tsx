// Feed (§2): events of followed shops, products and reviewers.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function FeedScreen() {
  return <PageDataScreen />;
}
