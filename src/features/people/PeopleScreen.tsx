// Find people (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function PeopleScreen() {
  return <PageDataScreen />;
}
