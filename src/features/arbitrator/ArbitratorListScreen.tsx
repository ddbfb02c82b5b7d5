// Arbitrator dispute list.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function ArbitratorListScreen() {
  return <PageDataScreen />;
}
