// What the steps of one run share: its visitors (a guest, the reviewer, a second account whose data
// the reviewer must never see, the arbitrator), what it learnt of the host, the GETs it asked and
// their answers, and the report it writes.
import type { RouteKey, Who } from "../api/contract/contract-route";
import type { Deviation } from "./deviation";
import type { Facts } from "./facts";
import type { Answer, Connection, HostClient } from "./host-client";

export interface Account {
  email: string;
  password: string;
}

export interface Visitor {
  client: HostClient;
  /** What the host must let it do: a guest, a reviewer (the second account too), an arbitrator. */
  who: Who | "guest";
  /** The signed-in account: its email, and the slug its me.json named once signed in. */
  account?: { email: string; slug?: string };
}

export interface CheckReport {
  /** The base URL checked. */
  base: string;
  deviations: Deviation[];
  /** Requests sent. */
  requests: number;
  /** The GETs of the contract asked, each at least once. */
  reached: Set<RouteKey>;
  /** The GETs not asked, each with why. */
  unreached: { key: RouteKey; why: string }[];
  /** How long the run took, in seconds. */
  seconds: number;
}

/** A GET as first asked: where, by whom, and what came. */
export interface Asked {
  address: string;
  visitor: Visitor;
  answer: Answer;
}

export interface CheckRun {
  connection: Connection;
  report: CheckReport;
  facts: Facts;
  guest: Visitor;
  reviewer?: Visitor;
  /** Another account than the reviewer's: a second --reviewer, else the arbitrator. */
  second?: Visitor;
  arbitrator?: Visitor;
  asked: Map<RouteKey, Asked>;
}

/** Who reads a route of `who`: the guest for anyone's. */
export const readerOf = (run: CheckRun, who: Who): Visitor | undefined =>
  who === "anyone" ? run.guest : run[who];

/** How a request shows in a line: its method, address and who sent it ('GET /reviews/me.json (guest)'). */
export const labelOf = (method: string, address: string, visitor: Visitor, how = "") =>
  `${method} ${address} (${visitor.client.role}${how ? `, ${how}` : ""})`;
