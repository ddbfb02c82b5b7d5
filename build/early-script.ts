// The early script (src/early/early-script.ts: the press queue, the number formats set up while
// the page waits, and the cookie bar's room until the widget adopts the bar): a rendered page carries it inline at the top of its head, so it listens from
// the first paint without a request of its own, allowed by the page's CSP through its hash. Built
// apart from the bundle: it imports nothing and shares no chunk.
import { createHash } from "node:crypto";
import * as esbuild from "esbuild";
import { TARGET } from "./options";
import { root } from "./paths";

export interface PressQueueScript {
  /** The script's text, to go between <script> and </script> as it is. */
  script: string;
  /** The CSP source that allows it: 'sha256-…' of exactly that text. */
  csp: string;
}

export async function buildEarlyScript(): Promise<PressQueueScript> {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["src/early/early-script.ts"],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: TARGET,
    legalComments: "none",
    logLevel: "warning",
  });
  const script = outputFiles?.[0]?.text.trim();
  if (!script) throw new Error("the press queue's script was not built");
  // Inline, a '</script' or '<!--' would end or bend the element.
  if (/<\/script|<!--/i.test(script)) throw new Error("the press queue's script cannot go inline");
  return { script, csp: `'sha256-${createHash("sha256").update(script).digest("base64")}'` };
}
