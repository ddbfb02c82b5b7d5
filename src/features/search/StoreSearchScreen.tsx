// Store search (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function StoreSearchScreen() {
  return <PageDataScreen />;
}
