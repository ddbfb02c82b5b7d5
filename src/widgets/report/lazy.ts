// The report dialog of reviews, questions and answers: fetched on the first press of a Report.
import { lazy } from "react";

export const ReportDialog = lazy(() => import("./ReportDialog"));
