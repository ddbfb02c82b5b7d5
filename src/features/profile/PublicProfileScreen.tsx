// Public profile (§2): tabs, reviews, recommendations, favourites.
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function PublicProfileScreen() {
  return <PageDataScreen />;
}
