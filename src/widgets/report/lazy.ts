// The report dialog of reviews, questions and answers: fetched on the first press of a Report.
import { lazyPart } from "../../ui/lazy-part";

export const ReportDialog = lazyPart("report-dialog", () => import("./ReportDialog"));
