// Requests sent by hand on a raw socket, and what the host answers on it.
import { connect, type Socket } from "node:net";
import { testHost } from "../hosts/test-host";

/**
 * Opens a connection to the test host and starts a POST to `path` announcing a body of `length`
 * bytes of `contentType`, of which only `first` is sent; resolves with the socket once it is sent.
 */
export async function halfSent(
  path: string,
  {
    contentType,
    length,
    first,
    headers = {},
  }: { contentType: string; length: number; first: string; headers?: Record<string, string> },
): Promise<Socket> {
  const { url } = await testHost();
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  const head = Object.entries({
    host: `${hostname}:${port}`,
    "content-type": contentType,
    "content-length": String(length),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${first}`);
  return socket;
}

/** The status of the answer on `socket`, or 'none' when none came within `ms` (the body is awaited). */
export function statusOf(socket: Socket, ms = 5000): Promise<number | "none"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("none"), ms);
    socket.once("data", (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1]));
    });
  });
}
