// Medals (§2): what the transparency and authenticity tiers mean.
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function MedalsScreen() {
  return <PageDataScreen />;
}
