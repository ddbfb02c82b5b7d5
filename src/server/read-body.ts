// A request's body as text, bounded: a declared length over the bound is refused before a byte is
// read, and a body without one is refused as soon as it passes the bound.
import type { IncomingMessage } from "node:http";

export type BodyResult = { text: string } | { status: 400 | 413; error: string };

export function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const tooLarge = { status: 413, error: `the body is over ${maxBytes} bytes` } as const;
  if (Number(request.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      request.removeAllListeners("data");
      resolve(result);
    };
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.pause();
        finish(tooLarge);
      } else chunks.push(chunk);
    });
    request.on("end", () => {
      try {
        finish({ text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) });
      } catch {
        finish({ status: 400, error: "the body is not UTF-8" });
      }
    });
    // After 'end' this changes nothing: a promise settles once.
    const cutShort = () => finish({ status: 400, error: "the body was cut short" });
    request.on("error", cutShort);
    request.on("close", cutShort);
  });
}
