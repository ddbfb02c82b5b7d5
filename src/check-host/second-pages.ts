// A second page asked wherever a first says there is one (its page number below its total pages,
// or fewer items so far than its total): it holds no item of the first, and says the same total.
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { checkAnswer } from "./answer-checks";
import { type CheckRun, labelOf } from "./check-run";
import { itemId, pageLists } from "./page-lists";

/** `address` with its parameter `name` set to `value`. */
const withParam = (address: string, name: string, value: string) => {
  const url = new URL(address, "http://host");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

export async function checkSecondPages(run: CheckRun): Promise<void> {
  const { deviations } = run.report;
  for (const [key, asked] of run.asked) {
    const route = CONTRACT_ROUTES.get(key);
    if (!route || asked.answer.status !== 200) continue;
    if (!(route.query as { properties?: Record<string, unknown> }).properties?.page) continue;
    const firsts = pageLists(route, asked.answer.json, asked.address).filter((list) => list.more);
    const number = (firsts[0]?.page ?? 0) + 1;
    if (firsts.length === 0) continue;
    const address = withParam(asked.address, "page", String(number));
    const label = labelOf("GET", address, asked.visitor);
    const answer = await asked.visitor.client.request("GET", address);
    deviations.push(...checkAnswer(label, key, route, asked.visitor, address, answer));
    if (answer.status !== 200) continue;
    const seconds = pageLists(route, answer.json, address);
    for (const first of firsts) {
      const second = seconds.find((list) => list.path === first.path);
      if (!second) continue;
      const before = new Set(first.items.map(itemId));
      const again = second.items.map(itemId).filter((id) => id !== undefined && before.has(id));
      if (again.length > 0)
        deviations.push({
          address: label,
          path: first.path,
          wants: `no item of page ${number - 1} again`,
          came: `${again.length} of them (${again.slice(0, 3).join(", ")}${again.length > 3 ? ", …" : ""})`,
        });
      if (second.page !== undefined && second.page !== number)
        deviations.push({
          address: label,
          path: "page",
          wants: `page ${number}`,
          came: `page ${second.page}`,
        });
      if (first.total && second.total?.value !== first.total.value)
        deviations.push({
          address: label,
          path: first.total.field,
          wants: `${first.total.value}, as page ${number - 1} says`,
          came: String(second.total?.value ?? "nothing"),
        });
    }
  }
}
