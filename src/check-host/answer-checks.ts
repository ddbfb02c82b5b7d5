// What every answer of a GET is held to, beyond its shape (deviations.ts): whose data it is (a
// guest's names nobody and holds nothing private; a signed-in visitor's names that visitor and no
// one else), whether a shared cache may keep it, and how long its pages of lists are.
import type { ContractRoute, RouteKey } from "../api/contract/contract-route";
import { OwnerProfileBasics, PublicProfileBasics } from "../api/contract/profile";
import type { Visitor } from "./check-run";
import { type Deviation, shown } from "./deviation";
import { answerDeviations } from "./deviations";
import type { Answer } from "./host-client";
import { pageLists } from "./page-lists";

/** What only the owner reads of a reviewer (their email, their saved choices), which no other answer may carry. */
export const PRIVATE_FIELDS = Object.keys(OwnerProfileBasics.properties).filter(
  (name) => !(name in PublicProfileBasics.properties),
);

type Json = Record<string, unknown>;

/** The objects of `value` that carry a private field, beside the slug of whom they name: the owner's own view of a reviewer. */
function ownerObjects(value: unknown, at = ""): { path: string; object: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => ownerObjects(item, `${at}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  const object = value as Json;
  const own = "slug" in object && PRIVATE_FIELDS.some((name) => name in object) ? [{ path: at, object }] : [];
  return [
    ...own,
    ...Object.entries(object).flatMap(([name, inner]) => ownerObjects(inner, `${at}${at ? "." : ""}${name}`)),
  ];
}

const ME = "GET /reviews/me.json" satisfies RouteKey;

/** Whether the route's answer to `visitor` is about that visitor: a shared cache must never keep it. */
export const isPersonal = (key: RouteKey, route: ContractRoute, visitor: Visitor) =>
  visitor.who !== "guest" && (route.who !== "anyone" || key === ME);

/** Whose data the answer is: a guest's holds nothing private and its me.json names nobody; a signed-in visitor's names that visitor. */
export function whoseDeviations(label: string, key: RouteKey, visitor: Visitor, answer: Answer): Deviation[] {
  if (answer.status !== 200) return [];
  const deviations: Deviation[] = [];
  const me = key === ME ? (answer.json as { reviewer?: { slug?: unknown } | null } | undefined) : undefined;
  const account = visitor.account;
  if (!account) {
    if (me?.reviewer)
      deviations.push({
        address: label,
        path: "reviewer",
        wants: "null: a guest's me.json names nobody",
        came: shown(me.reviewer.slug ?? me.reviewer),
      });
    for (const { path, object } of ownerObjects(answer.json))
      for (const name of PRIVATE_FIELDS.filter((field) => field in object))
        deviations.push({
          address: label,
          path: `${path}${path ? "." : ""}${name}`,
          wants: "no private field in a guest's answer",
          came: "the field",
        });
    return deviations;
  }
  const asker = `the asker's own (${account.slug ?? "?"}, ${account.email})`;
  if (me && me.reviewer?.slug !== account.slug)
    deviations.push({
      address: label,
      path: "reviewer.slug",
      wants: asker,
      came: shown(me.reviewer?.slug ?? null),
    });
  for (const { path, object } of ownerObjects(answer.json)) {
    const email = typeof object.email === "string" ? object.email.toLowerCase() : null;
    if (object.slug !== account.slug || (email !== null && email !== account.email.toLowerCase()))
      deviations.push({
        address: label,
        path: path || "(the answer)",
        wants: asker,
        came: `another's (${shown(object.slug)}, ${shown(object.email)})`,
      });
  }
  return deviations;
}

/** A personal answer a shared cache (a CDN, a proxy) could keep and hand to the next visitor. */
export function cacheDeviation(label: string, answer: Answer): Deviation | null {
  if (answer.status !== 200 || /\b(private|no-store)\b/.test(answer.cacheControl)) return null;
  return {
    address: label,
    path: "Cache-Control",
    wants: "private or no-store (a personal answer kept out of shared caches)",
    came: answer.cacheControl || "none",
  };
}

/** Pages of lists longer than their per_page. */
export function pageSizeDeviations(label: string, route: ContractRoute, address: string, answer: Answer) {
  if (answer.status !== 200) return [];
  return pageLists(route, answer.json, address)
    .filter((list) => list.perPage !== undefined && list.items.length > list.perPage)
    .map((list) => ({
      address: label,
      path: list.path,
      wants: `at most ${list.perPage} items (its per_page)`,
      came: `${list.items.length} items`,
    }));
}

/** Everything a GET's answer to `visitor` is held to. */
export function checkAnswer(
  label: string,
  key: RouteKey,
  route: ContractRoute,
  visitor: Visitor,
  address: string,
  answer: Answer,
): Deviation[] {
  if (answer.failed) return [];
  const personal = isPersonal(key, route, visitor) ? cacheDeviation(label, answer) : null;
  return [
    ...answerDeviations(label, route, answer),
    ...whoseDeviations(label, key, visitor, answer),
    ...(personal ? [personal] : []),
    ...pageSizeDeviations(label, route, address, answer),
  ];
}
