// One dispute, for an arbitrator (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function ArbitratorDisputeScreen() {
  return <PageDataScreen />;
}
