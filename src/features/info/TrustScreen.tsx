// Trust (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function TrustScreen() {
  return <PageDataScreen />;
}
