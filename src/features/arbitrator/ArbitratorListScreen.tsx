// Arbitrator dispute list (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function ArbitratorListScreen() {
  return <PageDataScreen />;
}
