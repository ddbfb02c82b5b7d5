// A page's JSON while 20 sign-ins run at once: each sign-in hashes a password, and a burst of them
// must not take the cores from the pages. The host runs as `npm start` runs it, behind one proxy
// (TRUST_PROXY=1) so that each sign-in comes from an address of its own, as real visitors do.
import { startHostProcess } from "./host-process";

export const SIGN_INS = 20;
/** The guide's figure: a page's JSON answers at p95 under this while the sign-ins run. */
export const JSON_P95_BUDGET_MS = 215;

export interface SignInBurstReport {
  signIns: number;
  requests: number;
  p50: number;
  p95: number;
}

async function signIn(base: string, i: number): Promise<void> {
  const forwarded = { "x-forwarded-for": `198.51.100.${i + 1}` };
  const page = await fetch(`${base}/login`, { headers: forwarded });
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const answer = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { ...forwarded, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: `visitor-${i}@example.com`,
      password: "a guess",
      authenticity_token: token,
    }),
  });
  if (answer.status !== 401) throw new Error(`a sign-in answered ${answer.status}`);
}

export async function measureSignInBurst(): Promise<SignInBurstReport> {
  const host = await startHostProcess({ TRUST_PROXY: "1" });
  try {
    const json = `${host.url}/reviews/how-it-works?format=json`;
    for (let i = 0; i < 20; i++) await (await fetch(json)).arrayBuffer(); // warm
    let running = true;
    const burst = Promise.all(Array.from({ length: SIGN_INS }, (_, i) => signIn(host.url, i))).finally(() => {
      running = false;
    });
    const times: number[] = [];
    while (running || times.length < 20) {
      const started = performance.now();
      const answer = await fetch(json);
      await answer.arrayBuffer();
      times.push(performance.now() - started);
    }
    await burst;
    const sorted = times.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
    return { signIns: SIGN_INS, requests: sorted.length, p50: at(0.5), p95: at(0.95) };
  } finally {
    host.stop();
  }
}
