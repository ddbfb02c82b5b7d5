// The arbitrator's reports: the list, or one reported review, question or answer when the address
// names it.
// One module for both routes: the route table's entries for them cost the entry less.
import type { ScreenProps } from "../../ui/screen";
import { ReportListScreen } from "./ReportListScreen";
import { ReportScreen } from "./ReportScreen";

export default function ReportsScreen({ params }: ScreenProps) {
  return params.publicId ? <ReportScreen /> : <ReportListScreen />;
}
