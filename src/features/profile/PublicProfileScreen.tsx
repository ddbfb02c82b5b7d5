// Public profile (§2): tabs, reviews, recommendations, favourites.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function PublicProfileScreen() {
  return <PageDataScreen />;
}
