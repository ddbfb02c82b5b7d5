// The new-review form, child 'new' of write-review (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function NewReviewScreen() {
  return <PageDataScreen />;
}
