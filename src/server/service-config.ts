// The render service's settings, from its environment (docs/render-service.md, "Limits and
// environment"): a value that is not one stops the start with the reason, never a guess.
import { isIP } from "node:net";
import { availableParallelism } from "node:os";

/** A whole number from the environment, else its default; junk stops the start. */
function envNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

/** The host's API the service asks for what a page's data lacks (RENDER_API_URL), or null. */
function envApiBase(env: NodeJS.ProcessEnv): string | null {
  const text = env.RENDER_API_URL;
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(
      "RENDER_API_URL must be an http(s) address without a query, such as http://127.0.0.1:3000",
    );
  return url.href.replace(/\/$/, "");
}

/**
 * Renders one process takes at once by default. A render waits for the host's answers most of its
 * time and costs little CPU beside that wait, so a few side by side keep a core busy while the API answers;
 * more would only queue for the core, and each past the bound is CPU spent for a fallback.
 */
export const MAX_RENDERS = 16;

/** This machine's own addresses: 127.0.0.0/8, ::1 and the name localhost. */
function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, "$1");
  if (isIP(address) === 4) return address.startsWith("127.");
  if (isIP(address) === 6) return address === "::1" || /^::ffff:127\./i.test(address);
  return address.toLowerCase() === "localhost";
}

/**
 * The address it listens on (RENDER_HOST): beyond loopback only with RENDER_TOKEN, or anyone who
 * reaches the port has pages rendered (and the host trusts the HTML it answers as it is).
 */
function envHost(env: NodeJS.ProcessEnv, token: string | null): string {
  const host = env.RENDER_HOST || "127.0.0.1";
  if (!isLoopback(host) && !token)
    throw new Error(
      `RENDER_HOST=${host} listens beyond this machine: set RENDER_TOKEN (the shared secret the host sends as X-Render-Token), or listen on 127.0.0.1`,
    );
  return host;
}

export function serviceConfig(env: NodeJS.ProcessEnv = process.env) {
  const token = env.RENDER_TOKEN || null;
  return {
    host: envHost(env, token),
    apiBase: envApiBase(env),
    port: envNumber(env, "RENDER_PORT", 3900, 0),
    maxBodyBytes: envNumber(env, "RENDER_MAX_BODY", 1024 * 1024),
    timeoutMs: envNumber(env, "RENDER_TIMEOUT_MS", 200),
    token,
    maxRenders: envNumber(env, "RENDER_MAX_RENDERS", MAX_RENDERS),
    /** One process per core (a render is CPU work on one thread), as the host's WEB_CONCURRENCY. */
    workers: envNumber(env, "RENDER_WORKERS", Math.min(availableParallelism(), 4)),
  };
}

export type ServiceConfig = ReturnType<typeof serviceConfig>;
