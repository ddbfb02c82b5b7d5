// What check-host prints for a report: a line per deviation (the address, the field's path, what
// the contract wants and what came), a line per GET it could not reach, and the summary; or the
// same as one JSON object (--json), for a host team's CI.
import type { CheckReport } from "./check-run";
import type { Deviation } from "./deviation";

/** An address as a line shows it: a value of a parameter over 40 characters (a junk one of thousands) cut short. */
const short = (address: string) => address.replace(/=([^&\s]{40})[^&\s]+/g, "=$1…");

export const deviationLine = (d: Deviation) =>
  `${short(d.address)}  ${d.path}: wants ${d.wants}, came ${d.came}`;

/** The lines the command prints for a report. */
export function reportLines(report: CheckReport): string[] {
  const lines = report.deviations.map(deviationLine);
  for (const { key, why } of report.unreached) lines.push(`not reached: ${key}: ${why}`);
  lines.push(
    `${report.deviations.length} deviation${report.deviations.length === 1 ? "" : "s"}; ${report.reached.size} GET routes of the contract checked, ${report.unreached.length} not reached; ${report.requests} requests in ${report.seconds.toFixed(1)} s`,
  );
  return lines;
}

/** The report as --json prints it. */
export const reportJson = (report: CheckReport) => ({
  base: report.base,
  ok: report.deviations.length === 0,
  deviations: report.deviations.map((deviation) => ({ ...deviation, line: deviationLine(deviation) })),
  reached: [...report.reached],
  unreached: report.unreached,
  requests: report.requests,
  seconds: Math.round(report.seconds * 10) / 10,
});
