// Home (§2): transparency carousel, metrics, collections, featured reviews.
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function HomeScreen() {
  return <PageDataScreen />;
}
