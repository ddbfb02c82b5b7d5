// How it works (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function HowItWorksScreen() {
  return <PageDataScreen />;
}
