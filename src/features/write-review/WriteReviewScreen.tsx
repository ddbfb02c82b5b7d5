// Orders to review (§2 write-review).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function WriteReviewScreen() {
  return <PageDataScreen />;
}
