// Trust (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function TrustScreen() {
  return <PageDataScreen />;
}
