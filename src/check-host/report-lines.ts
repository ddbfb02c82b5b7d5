// What check-host prints for a report: a line per deviation (the address, the field's path, what
// the contract wants and what came), a line per GET it could not reach, and the summary.
import type { CheckReport } from "./check-host";
import type { Deviation } from "./deviations";

/** An address as a line shows it: a value of a parameter over 40 characters (a junk one of thousands) cut short. */
const short = (address: string) => address.replace(/=([^&\s]{40})[^&\s]+/g, "=$1…");

export const deviationLine = (d: Deviation) =>
  `${short(d.address)}  ${d.path}: wants ${d.wants}, came ${d.came}`;

/** The lines the command prints for a report. */
export function reportLines(report: CheckReport): string[] {
  const lines = report.deviations.map(deviationLine);
  for (const { key, why } of report.unreached) lines.push(`not reached: ${key}: ${why}`);
  lines.push(
    `${report.deviations.length} deviation${report.deviations.length === 1 ? "" : "s"}; ${report.reached.size} GET routes of the contract checked, ${report.unreached.length} not reached; ${report.requests} requests`,
  );
  return lines;
}
