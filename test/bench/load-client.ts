// The latency bench's clients, in a process of their own (http-latency.ts forks it): on a 2-core
// machine whatever the clients spend per request is taken from the host's workers, so each
// request is one prepared buffer written to a kept-alive socket and each answer is framed by its
// content-length alone, as autocannon does. Every answer is kept and checked once the clock has
// stopped: status 200 and a JSON body with the expected key, or an HTML page holding the expected text.
import net from "node:net";

/**
 * What each answer must be besides a 200: JSON with this key at its top level (null: any JSON), or
 * `{ html }`: a page whose HTML holds this text.
 */
export type Expectation = string | null | { html: string };

export interface LoadJob {
  base: string;
  paths: string[];
  concurrency: number;
  /** Sent with every request, as a browser sends its session. */
  cookie: string | undefined;
  expect: Expectation;
}

export interface LoadResult {
  /** Milliseconds from the request written to the last byte of its answer, in sending order. */
  times: number[];
  elapsedMs: number;
  /** Answers that were not 200 with the expected body (check), and the first of them. */
  failures: number;
  firstFailure: string | null;
  /** CPU time this process spent while the requests ran, per request (user + system). */
  clientCpuMsPerRequest: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");

interface Answer {
  status: number;
  body: Buffer;
}

interface Connection {
  send: (request: Buffer) => Promise<Answer>;
  close: () => void;
}

/** One kept-alive connection sending one request at a time. */
function openConnection(url: URL): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let head: Buffer = Buffer.alloc(0);
    let status = 0;
    let length = -1;
    let body: Buffer[] = [];
    let received = 0;
    let answered: ((answer: Answer) => void) | null = null;
    let failed: (error: Error) => void = reject;
    socket.on("error", (error) => failed(error));
    socket.on("close", () => failed(new Error("the host closed a kept-alive connection")));
    socket.on("data", (chunk: Buffer) => {
      let rest = chunk;
      if (length < 0) {
        head = head.length ? Buffer.concat([head, chunk]) : chunk;
        const end = head.indexOf(HEADER_END);
        if (end < 0) return;
        const headers = head.toString("latin1", 0, end);
        status = Number(headers.slice(9, 12));
        const declared = /\r\ncontent-length: *(\d+)/i.exec(headers);
        if (!declared) return failed(new Error(`an answer without content-length: ${headers}`));
        length = Number(declared[1]);
        rest = head.subarray(end + HEADER_END.length);
        head = Buffer.alloc(0);
      }
      body.push(rest);
      received += rest.length;
      if (received < length) return;
      if (received > length) return failed(new Error("more bytes than the answer's content-length"));
      const answer = { status, body: body.length === 1 ? (body[0] as Buffer) : Buffer.concat(body) };
      length = -1;
      body = [];
      received = 0;
      const done = answered;
      answered = null;
      done?.(answer);
    });
    socket.once("connect", () =>
      resolve({
        send: (request) =>
          new Promise((done, fail) => {
            answered = done;
            failed = fail;
            socket.write(request);
          }),
        close: () => {
          failed = () => {};
          socket.destroy();
        },
      }),
    );
  });
}

/** Where the HTML lacks the expected text: what follows the text's first tag, if the page has that tag. */
function missing(html: string, expected: string): string {
  const tag = expected.slice(0, expected.indexOf(">") + 1);
  const at = tag ? html.indexOf(tag) : -1;
  return `no ${JSON.stringify(expected)}${at < 0 ? "" : `, instead ${JSON.stringify(html.slice(at, at + tag.length + 40))}`}`;
}

function check(answer: Answer, expect: Expectation): string | null {
  if (answer.status !== 200) return `status ${answer.status}`;
  if (expect !== null && typeof expect === "object") {
    const html = answer.body.toString("utf8");
    return html.includes(expect.html) ? null : missing(html, expect.html);
  }
  const expectKey = expect;
  try {
    const json = JSON.parse(answer.body.toString("utf8"));
    if (expectKey !== null && !(expectKey in json))
      return `no "${expectKey}" in ${answer.body.slice(0, 200)}`;
  } catch {
    return `not JSON: ${answer.body.slice(0, 200)}`;
  }
  return null;
}

/** Each client sends its next request as soon as the last one is answered. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.base);
  const headers = `Host: ${url.host}\r\n${job.cookie ? `Cookie: ${job.cookie}\r\n` : ""}Connection: keep-alive\r\n\r\n`;
  const requests = job.paths.map((path) => Buffer.from(`GET ${path} HTTP/1.1\r\n${headers}`, "latin1"));
  const connections = await Promise.all(Array.from({ length: job.concurrency }, () => openConnection(url)));
  const times = new Array<number>(requests.length);
  const answers = new Array<Answer>(requests.length);
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    connections.map(async ({ send }) => {
      while (next < requests.length) {
        const i = next++;
        const sent = performance.now();
        answers[i] = await send(requests[i] as Buffer);
        times[i] = performance.now() - sent;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  for (const connection of connections) connection.close();
  let failures = 0;
  let firstFailure: string | null = null;
  for (const [i, answer] of answers.entries()) {
    const problem = check(answer, job.expect);
    if (problem === null) continue;
    failures++;
    firstFailure ??= `${job.paths[i]}: ${problem}`;
  }
  return {
    times,
    elapsedMs,
    failures,
    firstFailure,
    clientCpuMsPerRequest: (user + system) / 1000 / requests.length,
  };
}

if (process.send) {
  process.once("message", async (job: LoadJob) => {
    const result = await runLoad(job);
    process.send?.(result, () => process.exit(0));
  });
}
