// `npm start` with two workers: a limit is the number it states, whichever worker each request
// reaches. Every request comes on a connection of its own, so the workers take turns answering.
// Two processes counting the last place at the same moment let one of them through.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { startHostProcess } from "../bench/host-process";
import { rateLimitMax } from "../support/hosts/test-host";

const test = suite("limits shared by the workers");

interface Answer {
  status: number;
  setCookies: string[];
  body: string;
}

/** One request on a new connection, closed after it: the host's workers take such connections in turn. */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = "",
  /** The client's address: any of loopback's. Default 127.0.0.1. */
  localAddress?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      { method, agent: false, localAddress, headers: { connection: "close", ...headers } },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => {
          text += chunk;
        });
        incoming.on("end", () => {
          const setCookie = incoming.headers["set-cookie"] ?? [];
          resolve({ status: incoming.statusCode ?? 0, setCookies: setCookie, body: text });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A cookie jar for one browser: what the host set, sent back as the Cookie header. */
class Jar {
  private cookies = new Map<string, string>();
  take(answer: Answer): Answer {
    for (const line of answer.setCookies) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }
  get header(): Record<string, string> {
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  }
}

const csrfOf = (html: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "";

/** Statuses of `n` requests sent one after another, each on a connection of its own. */
async function statuses(n: number, one: (i: number) => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await one(i)).status);
  return seen;
}

const count = (seen: number[], status: number) => seen.filter((s) => s === status).length;

let host: Awaited<ReturnType<typeof startHostProcess>>;

test.before(async () => {
  host = await startHostProcess({ WEB_CONCURRENCY: "2", RATE_LIMITS: "on" });
});

test.after(async () => {
  const exited = new Promise((resolve) => host.child.once("exit", resolve));
  host.stop();
  await exited;
});

test("votes past the account's limit are refused at its number, across both workers", async () => {
  const db = openDatabase(host.dataDir, { readonly: true });
  const reviews = db
    .prepare(
      "SELECT public_id FROM reviews WHERE reviewer_id > 2 AND published = 1 AND deleted = 0 AND hidden_at IS NULL ORDER BY id LIMIT 2",
    )
    .pluck()
    .all() as string[];
  db.close();
  assert.is(reviews.length, 2);
  // A reviewer signs in and votes as a person does, giving and taking back, past the limit.
  const jamie = new Jar();
  const login = jamie.take(await send(host.url, "GET", "/login"));
  const { email, password } = SEEDED_ACCOUNTS.reviewer;
  const signIn = jamie.take(
    await send(
      host.url,
      "POST",
      "/login",
      { ...jamie.header, "content-type": "application/x-www-form-urlencoded" },
      new URLSearchParams({ email, password, authenticity_token: csrfOf(login.body) }).toString(),
    ),
  );
  assert.is(signIn.status, 303, "signed in");
  const token = csrfOf(jamie.take(await send(host.url, "GET", "/reviews", jamie.header)).body);
  const votes = rateLimitMax("votes");
  assert.ok(votes > 0);
  const voted = await statuses(votes + 80, (i) =>
    send(host.url, i % 2 ? "DELETE" : "PUT", `/reviews/${reviews[i % 4 < 2 ? 0 : 1]}/helpful`, {
      ...jamie.header,
      "x-csrf-token": token,
    }),
  );
  assert.is(count(voted, 200), votes, `votes accepted: ${votes}, however the workers shared them`);
  assert.is(count(voted, 429), 80);
});

test("a visitor's searches past its limit are refused at its number, across both workers", async () => {
  const shopper = new Jar();
  shopper.take(await send(host.url, "GET", "/reviews/trust"));
  const searches = rateLimitMax("search");
  assert.ok(searches > 0);
  const searched = await statuses(searches + 20, (i) =>
    send(host.url, "GET", `/reviews/search.json?q=kettle&page=${(i % 3) + 1}`, shopper.header),
  );
  assert.is(count(searched, 200), searches, `searches served: ${searches}`);
  assert.is(count(searched, 429), 20);
});

test("sign-ins from one address past its limit are refused at its number, across both workers", async () => {
  // Forms without their token, from an address of loopback no other test signs in from: only the
  // limit counts them.
  const signIns = rateLimitMax("sign-in");
  assert.ok(signIns > 0);
  const posted = await statuses(signIns + 10, () =>
    send(
      host.url,
      "POST",
      "/login",
      { "content-type": "application/x-www-form-urlencoded" },
      "email=x%40example.com&password=x",
      "127.0.0.2",
    ),
  );
  assert.is(count(posted, 403), signIns);
  assert.is(count(posted, 429), 10);
});

/** A process counting in the counts file of `dir` (support/hosts/rate-count-client.ts). */
async function counter(dir: string) {
  const child = fork(fileURLToPath(new URL("../support/hosts/rate-count-client.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
  });
  const next = () => new Promise<{ through?: number }>((resolve) => child.once("message", resolve));
  const ready = next();
  child.send({ open: dir });
  await ready;
  return {
    child,
    /** Counts one request of each of `keys`, a limit of one, from the moment `at` (Date.now()'s clock): how many were let through. */
    take: async (at: number, keys: string[]) => {
      const answer = next();
      child.send({ at, keys });
      return (await answer).through ?? 0;
    },
  };
}

test("two processes counting the last place of limits at the same moment let one through each", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rate-counts-"));
  const counters = [await counter(dir), await counter(dir)];
  try {
    // Both count the same keys in the same order from the same moment, each key a limit of one:
    // the check and the count are one immediate transaction, so the later reads the earlier's count.
    const keys = Array.from({ length: 10_000 }, (_, i) => `limit ${i}`);
    const at = Date.now() + 20;
    const through = await Promise.all(counters.map((one) => one.take(at, keys)));
    assert.is(
      through.reduce((sum, n) => sum + n, 0),
      keys.length,
      `let through: ${through.join(" + ")}`,
    );
  } finally {
    for (const { child } of counters) child.kill();
    await Promise.all(
      counters.map(({ child }: { child: ChildProcess }) =>
        child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
