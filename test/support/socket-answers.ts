// What the host answers on a raw socket, for tests that send a request by hand.
import type { Socket } from "node:net";

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
