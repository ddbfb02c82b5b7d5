// Find people (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function PeopleScreen() {
  return <PageDataScreen />;
}
