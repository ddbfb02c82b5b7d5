// Arbitrator dispute list (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function ArbitratorListScreen() {
  return <PageDataScreen />;
}
