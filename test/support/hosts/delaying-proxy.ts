// A proxy to a host that holds each request a while before passing it on: an API that takes a
// Rails action's time (the render service's benchmark), or a random time (its tests of renders side
// by side). It closes when the file (or the benchmark) ends.
import http from "node:http";
import { listenProxy } from "./listen-proxy";

/** The proxy's address; each request to it waits `delayMs(its path)` ms before it is passed to `target`. */
export async function delayingProxy(target: string, delayMs: (path: string) => number): Promise<string> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const proxy = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    request.on("end", () =>
      setTimeout(
        () => {
          const forwarded = http.request(
            {
              host: upstream.hostname,
              port: upstream.port,
              method: request.method,
              path: request.url,
              headers: request.headers,
              agent,
            },
            (answer) => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(response);
            },
          );
          forwarded.on("error", () => response.destroy());
          forwarded.end(Buffer.concat(body));
        },
        delayMs(request.url ?? ""),
      ),
    );
  });
  return `http://127.0.0.1:${await listenProxy(proxy, agent)}`;
}
