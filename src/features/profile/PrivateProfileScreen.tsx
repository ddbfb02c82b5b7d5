// Private profile, route privateProfile (§2): reviews, rewards, orders, disputes.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function PrivateProfileScreen() {
  return <PageDataScreen />;
}
