// Debian trixie's Rails 7.2 (Ruby 3.3, Rack 3, Propshaft) in a root of its own on this machine
// (trixie-root.sh, which .ci/run has make it): where the suite's Rails shop and the gem's tests on 7.2 run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** Makes the root when missing (as root), tells where it is, and runs commands inside it. */
export const TRIXIE_ROOT_SCRIPT = path.resolve("test/support/rails/trixie-root.sh");

/** Where the root is, whether or not it has been made. */
export const TRIXIE_ROOT = execFileSync("bash", [TRIXIE_ROOT_SCRIPT, "path"], { encoding: "utf8" }).trim();

/** Whether the root is made and this process may enter it (chroot and mount need root). */
export const trixieRootReady = (): boolean =>
  process.getuid?.() === 0 && existsSync(path.join(TRIXIE_ROOT, "usr/bin/rails"));

/** A command and its arguments as run inside the root, in the folder it is started in (under the root, or under this repository, which is there at the same path). */
export const insideRoot = (command: string, args: string[]): [string, string[]] => [
  "bash",
  [TRIXIE_ROOT_SCRIPT, "run", command, ...args],
];
