// The bystander of the cost bench, in a process of its own so that what the bench spends sending
// a large request never delays it: on 'start' it asks the host for GET /reviews.json, one request
// after another, until 'stop', and answers with its slowest wait.
import { BYSTANDER_PATH } from "../support/costs/request-costs";

let asking: Promise<number> | null = null;
let stopped = false;

async function ask(base: string): Promise<number> {
  let slowest = 0;
  do {
    const asked = performance.now();
    const answer = await fetch(`${base}${BYSTANDER_PATH}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`the bystander's ${BYSTANDER_PATH}: ${answer.status}`);
    slowest = Math.max(slowest, performance.now() - asked);
  } while (!stopped);
  return slowest;
}

process.on("message", async (message: { start?: string; stop?: true }) => {
  if (message.start) {
    stopped = false;
    asking = ask(message.start);
    process.send?.({ started: true });
  } else if (message.stop) {
    stopped = true;
    process.send?.({ slowest: await asking });
  } else process.exit(0);
});
process.send?.({ ready: true });
