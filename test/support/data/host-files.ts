// The files of a host's DATA_DIR with a hash of each, but the database's own files and the
// uploads' folder (temporary files of requests under way): to see that requests touched none.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { UPLOADS_DIR } from "../../../fixtures/host/http/multipart";

export function hostFiles(dir: string, under = ""): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, under))) {
    const relative = path.join(under, name);
    if (relative === UPLOADS_DIR || name.startsWith("marketplace.sqlite")) continue;
    const full = path.join(dir, relative);
    if (statSync(full).isDirectory()) Object.assign(found, hostFiles(dir, relative));
    else found[relative] = createHash("sha256").update(readFileSync(full)).digest("hex");
  }
  return found;
}
