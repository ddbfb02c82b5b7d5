// Another visitor of the host in a process of its own (bystander-client.ts): it asks while a
// request of the bench is under way, and says its slowest wait.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Bystander } from "../support/costs/request-costs";

const CLIENT = fileURLToPath(new URL("./bystander-client.ts", import.meta.url));

type Message = { ready?: true; started?: true; slowest?: number };

export async function bystanderProcess(base: string): Promise<Bystander & { stop: () => void }> {
  const child = fork(CLIENT, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  // Its messages in order, each to the next one waiting for it.
  const waiting: { resolve: (message: Message) => void; reject: (error: Error) => void }[] = [];
  child.on("message", (message) => waiting.shift()?.resolve(message as Message));
  child.once("exit", (code) => {
    for (const one of waiting.splice(0)) one.reject(new Error(`the bystander stopped (exit ${code})`));
  });
  const next = () => new Promise<Message>((resolve, reject) => waiting.push({ resolve, reject }));
  await next(); // ready
  return {
    async meanwhile(work) {
      const started = next();
      child.send({ start: base });
      await started;
      const answered = next();
      try {
        const result = await work();
        child.send({ stop: true });
        return { result, otherMs: (await answered).slowest ?? 0 };
      } catch (error) {
        child.send({ stop: true });
        await answered;
        throw error;
      }
    },
    stop: () => child.kill(),
  };
}
