// A root's HTML, with every lazy screen loaded (React's static prerender waits for them).
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/** The resources React hoists ahead of a root (a first picture's preload): the page's <head> takes them. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/** A root's HTML, and the links React hoists ahead of it, for the page's <head>. */
export async function renderHtml(
  node: ReactNode,
  signal: AbortSignal,
): Promise<{ head: string; body: string }> {
  // Node's stream rather than a web stream: a fifth of the render's CPU went to the web stream's reads.
  const { prelude } = await prerenderToNodeStream(node, {
    signal,
    // Every boundary inline, however large: the page is sent whole, and no inline script may run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  prelude.setEncoding("utf8");
  let html = "";
  for await (const chunk of prelude) html += chunk;
  const head = HOISTED.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}

/**
 * A root's HTML holds every part of it: no Suspense boundary still pending (`<!--$?-->`, which an
 * aborted prerender leaves with a hidden template and an inline script to swap it in, which a
 * strict CSP blocks) or left to the browser (`<!--$!-->`, a part that failed to render).
 */
export const whole = (html: string): boolean => !/<!--\$[?!]-->/.test(html);
