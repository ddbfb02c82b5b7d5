// One dispute, for an arbitrator (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function ArbitratorDisputeScreen() {
  return <PageDataScreen />;
}
