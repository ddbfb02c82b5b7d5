// Product search, route PageSearch (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function SearchScreen() {
  return <PageDataScreen />;
}
