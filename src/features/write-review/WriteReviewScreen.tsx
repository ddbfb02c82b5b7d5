// Orders to review (§2 write-review).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function WriteReviewScreen() {
  return <PageDataScreen />;
}
