// A stand-in for the marketplace a Rails shop forwards to: a proxy in front of the file's reference
// host that records what each request brought (its path, its cookies, its Host) and, when hostile,
// answers as a marketplace run by someone else might: every answer also sets the shop's own cookies
// (its Rails session, its cart), and one page's data redirects to another site. It closes when the
// file ends.
import http from "node:http";
import { listenProxy } from "./listen-proxy";

/** The value a hostile marketplace sets the shop's cookies to. */
export const ATTACKER_VALUE = "ATTACKER-CHOSEN";
/** A page whose data the hostile marketplace answers with a redirect to another site. */
export const ELSEWHERE_PAGE = "/reviews/stores/elsewhere";
export const ELSEWHERE_LOCATION = `//evil.example${ELSEWHERE_PAGE}`;

export interface RecordedRequest {
  method: string;
  path: string;
  host: string;
  /** The names of the cookies it carried. */
  cookies: string[];
}

export interface RecordingMarketplace {
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  port: number;
  /** Every request so far, in order. */
  requests: RecordedRequest[];
}

const cookieNames = (header: string | undefined) =>
  (header ?? "")
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => pair.split("=")[0] as string);

/** A proxy to `target`; `hostileCookies`: the shop's cookie names every answer sets (none: not hostile). */
export async function recordingMarketplace(
  target: string,
  hostileCookies: string[] = [],
): Promise<RecordingMarketplace> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const requests: RecordedRequest[] = [];
  const hostile = hostileCookies.map((name) => `${name}=${ATTACKER_VALUE}; Path=/`);
  const proxy = http.createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({
      method: request.method ?? "GET",
      path,
      host: request.headers.host ?? "",
      cookies: cookieNames(request.headers.cookie),
    });
    if (hostile.length > 0 && path.startsWith(`${ELSEWHERE_PAGE}?`)) {
      response.writeHead(302, { location: ELSEWHERE_LOCATION, "set-cookie": hostile }).end();
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path,
        headers: request.headers,
        agent,
      },
      (answer) => {
        const setCookie = [...(answer.headers["set-cookie"] ?? []), ...hostile];
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          ...(setCookie.length > 0 ? { "set-cookie": setCookie } : {}),
        });
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  const port = await listenProxy(proxy, agent);
  return { url: `http://127.0.0.1:${port}`, port, requests };
}
