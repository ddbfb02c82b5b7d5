// Shop page (§2): all-reviews page, cards carousel, top reviewed products.
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function ShopScreen() {
  return <PageDataScreen />;
}
