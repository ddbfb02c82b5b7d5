// How it works (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function HowItWorksScreen() {
  return <PageDataScreen />;
}
