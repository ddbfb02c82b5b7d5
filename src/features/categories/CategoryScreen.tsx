// Category page, route categoryShow (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function CategoryScreen() {
  return <PageDataScreen />;
}
