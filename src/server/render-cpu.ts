// A render's own CPU: the time its work held its process's thread, its answers' work included
// (everything it starts runs in its scope, render-local.ts). Its wall time counts everything else
// too: the other renders and requests of its process, and whatever else the machine runs (a browser
// on the same cores takes turns with the host, and each turn it takes is a render's wall time).
//
// Node runs one callback at a time on the thread; before each, the thread's owner may change from
// one render (or none) to another, and the process's CPU time since the last change is the last
// owner's. The clock is read only at a change, not at every callback, so a render in many small
// steps costs few reads. The owner is the thread's, not a render's: one module variable, as is the
// count of renders metered, while which the hook runs.
import { createHook } from "node:async_hooks";
import { renderScope } from "./render-local";

export interface CpuMeter {
  /** The CPU time this render has used so far, in ms. */
  readonly ms: number;
}

interface Meter {
  ms: number;
}

const METER = Symbol("render CPU meter");

/** The process's CPU time (every thread: what runs beside the thread is small), in ms. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let owner: Meter | undefined;
let since = 0;

/** Charges the thread's time since the last change to its owner, and hands the thread to `next`. */
function handTo(next: Meter | undefined): void {
  if (next === owner) return;
  const now = cpuNow();
  if (owner) owner.ms += now - since;
  owner = next;
  since = now;
}

const currentMeter = (): Meter | undefined => renderScope()?.get(METER) as Meter | undefined;

/** Renders metered now: the hook runs only while there are some (it costs every callback a call). */
let metered = 0;
const hook = createHook({ before: () => handTo(currentMeter()) });

/**
 * Starts counting the CPU time of the render now running (call it inside runInRender): the meter
 * counts from here, for the work of this render and of everything it starts, until `stop`.
 */
export function meterRenderCpu(): CpuMeter & { stop(): void } {
  const scope = renderScope();
  if (!scope) throw new Error("a render's CPU was metered outside runInRender()");
  if (metered++ === 0) hook.enable();
  const meter: Meter = { ms: 0 };
  scope.set(METER, meter);
  handTo(meter);
  let stopped = false;
  return {
    get ms() {
      // The time since the last change, when the render holds the thread as it asks.
      return owner === meter ? meter.ms + cpuNow() - since : meter.ms;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      scope.delete(METER);
      if (owner === meter) handTo(undefined);
      if (--metered === 0) hook.disable();
    },
  };
}
