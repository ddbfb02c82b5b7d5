// One dispute, for an arbitrator.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function ArbitratorDisputeScreen() {
  return <PageDataScreen />;
}
