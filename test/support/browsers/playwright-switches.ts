// The switches Playwright launches Chromium with, as it gives them to a stand-in that records
// them and starts no browser (record-command-line.sh): read once per process.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const STAND_IN = fileURLToPath(new URL("./record-command-line.sh", import.meta.url));

let recorded: Promise<string[]> | undefined;

async function record(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "playwright-switches-"));
  const file = path.join(dir, "switches");
  try {
    // The stand-in ends at once, so the launch fails, once it has written what it was given.
    await chromium
      .launch({ executablePath: STAND_IN, env: { RECORDED_COMMAND_LINE: file } })
      .then((browser) => browser.close())
      .catch(() => undefined);
    return readFileSync(file, "utf8").split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Playwright's own switches for Chromium, before any a launch adds. */
export function playwrightSwitches(): Promise<string[]> {
  recorded ??= record();
  return recorded;
}
