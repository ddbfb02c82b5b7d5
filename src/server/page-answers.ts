// The answers a posted page renders from: the host's own in its body's `data`, else its API's
// (RENDER_API_URL) asked as the visitor within the render's deadline. What neither gave is named in
// the service's answer (`missing`), so a host learns what else a page needs.
import http from "node:http";
import https from "node:https";
import { LOCALE_HEADER, REDESIGN_HEADER } from "../api/client";
import type { Answer } from "./answers-once";
import { outsideRender } from "./render-local";
import { answerKey, type RenderBody } from "./render-request";

/** Kept-alive connections to the host's API, shared by the process's renders. */
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

/**
 * A GET's status and body; an error when no answer came within `timeoutMs`. Its connection is made
 * outside the render that asks (a kept-alive socket outlives it and would keep the render's whole
 * scope, its answers, alive), and its bound is a timer cleared with the answer: Node keeps an
 * AbortSignal.timeout()'s timer, with the scope it was made in, in a registry until long after it
 * has fired.
 */
function get(url: URL, headers: Record<string, string>, timeoutMs: number) {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<{ status: number; json: string }>((resolve, reject) => {
    const request = outsideRender(() =>
      client.get(url, { headers, agent: AGENTS[url.protocol as keyof typeof AGENTS] }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          clearTimeout(bound);
          resolve({ status: response.statusCode ?? 0, json: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", fail);
      }),
    );
    const bound = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(bound);
      reject(error);
    }
    request.on("error", fail);
  });
}

/**
 * The host's answer to a GET of the bundle, asked as the visitor (their cookie and languages, the
 * page's language) within the render's deadline; null when it did not come (down, slow, not JSON).
 * Uncompressed: the API is the host's, beside the service, and compressing and inflating each
 * answer would cost both sides CPU for no gain. A redirect (a page that wants a sign-in) is no
 * answer to render from: it is not followed.
 */
async function askApi(
  base: string,
  url: string,
  page: RenderBody,
  deadline: number,
): Promise<{ status: number; json: string } | null> {
  try {
    const answer = await get(
      new URL(`${base}${url}`),
      {
        ...page.headers,
        accept: "application/json",
        "accept-encoding": "identity",
        [REDESIGN_HEADER]: "1",
        [LOCALE_HEADER]: page.meta.locale ?? "en",
      },
      Math.max(1, Math.ceil(deadline - performance.now())),
    );
    if (answer.status === 200) JSON.parse(answer.json);
    return answer;
  } catch (error) {
    console.warn(
      `render service: ${url} not answered by the API:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** The answers of `page`'s render, and the addresses it asked that neither the body nor the API answered. */
export function pageAnswers(
  page: RenderBody,
  apiBase: string | null,
  deadline: number,
): { answer: Answer; missing: Set<string> } {
  const missing = new Set<string>();
  const answer: Answer = async (url) => {
    const key = answerKey(url);
    if (page.data.has(key)) return { status: 200, json: JSON.stringify(page.data.get(key)) };
    const asked = apiBase ? await askApi(apiBase, url, page, deadline) : null;
    if (asked?.status === 200) return asked;
    missing.add(url);
    return asked ?? { status: 404, json: "{}" };
  };
  return { answer, missing };
}
