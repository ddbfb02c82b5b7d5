// The writes of `check-host --writes`, on the reviewer's account (a test account): each one the
// contract's, with the session's CSRF token, its answer checked, then undone, and the host's own
// answers read again to see it done and undone: a store followed and unfollowed, a review's and
// an answer's helpful vote given and taken back.
import { pathOf } from "../api/contract/contract-route";
import type { ApiRouteKey } from "../api/contract/routes";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import type { Deviation } from "./deviation";
import { answerDeviations } from "./deviations";
import type { Facts } from "./facts";
import type { HostClient } from "./host-client";

export async function checkWrites(reviewer: HostClient, facts: Facts): Promise<Deviation[]> {
  const deviations: Deviation[] = [];
  await reviewer.readToken();
  const write = async (key: ApiRouteKey, address: string, body?: unknown) => {
    const method = key.slice(0, key.indexOf(" "));
    const answer = await reviewer.request(method, address, { withToken: true, body });
    const route = CONTRACT_ROUTES.get(key);
    if (route) deviations.push(...answerDeviations(`${method} ${address} (reviewer)`, route, answer));
  };
  const followed = async () => {
    const answer = await reviewer.request("GET", `${pathOf("GET /reviews/profile/follows")}?by=Shop`);
    return (
      (answer.json as { existing_followee_ids?: string[] } | undefined)?.existing_followee_ids ?? []
    ).includes(facts.shopEncodedId ?? "");
  };
  if (facts.shopEncodedId) {
    const before = await followed();
    const heart = "POST /reviews/profile/follows/heart";
    await write(heart, pathOf(heart), {
      is_hearting: !before,
      shop_enc_id: facts.shopEncodedId,
    });
    if ((await followed()) === before)
      deviations.push({
        address: `POST /reviews/profile/follows/heart (reviewer)`,
        path: "existing_followee_ids",
        wants: `the store ${before ? "unfollowed" : "followed"}`,
        came: "no change",
      });
    await write(heart, pathOf(heart), {
      is_hearting: before,
      shop_enc_id: facts.shopEncodedId,
    });
    if ((await followed()) !== before)
      deviations.push({
        address: `POST /reviews/profile/follows/heart (reviewer)`,
        path: "existing_followee_ids",
        wants: "the follow undone",
        came: "still changed",
      });
  }
  // A vote given where none was, or taken back where one was, then the other way: as it was.
  const voted = async (address: string | undefined, id: string) => {
    if (!address) return undefined;
    const text = (await reviewer.request("GET", address)).text;
    const at = text.indexOf(`"${id}"`);
    return at === -1 ? undefined : /"voted_helpful":(true|false)/.exec(text.slice(at))?.[1] === "true";
  };
  const votes = [
    {
      id: facts.reviewPublicId,
      where: facts.reviewsAddress,
      path: "/reviews/%s/helpful",
      key: "/reviews/:publicId/helpful",
    },
    {
      id: facts.answerId,
      where: facts.questionsAddress,
      path: "/reviews/answers/%s/helpful",
      key: "/reviews/answers/:answerId/helpful",
    },
  ];
  for (const { id, where, path, key } of votes) {
    if (!id) continue;
    const before = await voted(where, id);
    if (before === undefined) continue;
    const address = path.replace("%s", encodeURIComponent(id));
    const [first, then] = before ? ["DELETE", "PUT"] : ["PUT", "DELETE"];
    await write(`${first} ${key}` as ApiRouteKey, address);
    await write(`${then} ${key}` as ApiRouteKey, address);
    if ((await voted(where, id)) !== before)
      deviations.push({
        address: `${then} ${address} (reviewer)`,
        path: "voted_helpful",
        wants: "the vote as it was",
        came: "changed",
      });
  }
  return deviations;
}
