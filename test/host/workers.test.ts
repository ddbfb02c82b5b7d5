// `npm start` with several workers: a worker that dies is replaced, and SIGTERM lets a request in
// flight finish before the host exits. Runs the real start script in a process of its own.

import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { childPids, startHostProcess } from "../bench/host-process";

const test = suite("host workers");

/** Polls `check` every 100 ms until it holds, for at most `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The host's workers: its child processes running the start script (dist/host/start.mjs). */
const workerPids = (primary: number | undefined) =>
  childPids(primary).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("start.mjs");
    } catch {
      return false;
    }
  });

test("a killed worker is replaced and the host keeps answering; then SIGTERM lets a request in flight finish, and the host exits", async () => {
  // One host process for both: its start (three processes loading the host) is most of the cost.
  const host = await startHostProcess({ WEB_CONCURRENCY: "2" });
  const exited = new Promise<number | null>((resolve) => host.child.once("exit", resolve));
  try {
    const before = workerPids(host.child.pid);
    assert.is(before.length, 2, "two workers");
    process.kill(before[0] as number, "SIGKILL");
    await eventually(
      () => {
        const now = workerPids(host.child.pid);
        return now.length === 2 && !now.includes(before[0] as number);
      },
      20_000,
      "a new worker in place of the killed one",
    );
    for (let i = 0; i < 10; i++) {
      assert.is((await fetch(`${host.url}/reviews.json`)).status, 200);
    }

    const { hostname, port } = new URL(host.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    let text = "";
    const arrived = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => pattern.test(text) && resolve();
        socket.on("data", (chunk) => {
          text += chunk.toString("latin1");
          check();
        });
        check();
      });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // A sign-in whose body is still on its way when the host is told to stop: '100 Continue'
    // says a worker has begun it.
    const login = await fetch(`${host.url}/login`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await login.text())?.[1] ?? "";
    // A wrong password: its hash keeps the worker busy for a while after the body arrives.
    const body = new URLSearchParams({
      email: "someone@example.com",
      password: "x",
      authenticity_token: token,
    }).toString();
    socket.write(
      `POST /login HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${body.length}\r\ncookie: ${cookie}\r\nexpect: 100-continue\r\nconnection: close\r\n\r\n`,
    );
    await arrived(/^HTTP\/1\.1 100 Continue/);
    host.child.kill("SIGTERM");
    socket.write(body);
    await closed;
    const answer = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    assert.match(answer, /^HTTP\/1\.1 401 /, "answered (a wrong password: 401), not cut off");
    assert.is(await exited, 0);
  } finally {
    host.stop();
  }
});

test.run();
