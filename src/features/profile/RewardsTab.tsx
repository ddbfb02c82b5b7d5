import type { PrivateProfileExtra, Reward } from "../../api/types/profile";
import { formatDate } from "../../lib/date-format";
import { LoadMore } from "./LoadMore";
import { useProfileList } from "./use-profile-list";

const amountText = (reward: Pick<Reward, "kind" | "amount" | "currency">) =>
  reward.kind === "points"
    ? `${reward.amount} points`
    : new Intl.NumberFormat("en", { style: "currency", currency: reward.currency }).format(reward.amount);

interface Props {
  listUrl: string;
  summary: PrivateProfileExtra["rewards_data"];
  country: string;
}

/** Each reward with its amount, reason and date; the totals first. */
export function RewardsTab({ listUrl, summary, country }: Props) {
  const list = useProfileList<Reward>(listUrl, (data) => data.rewards);
  return (
    <section aria-labelledby="rewards-heading" className="rv-profile-section">
      <h2 id="rewards-heading">Rewards</h2>
      <p className="rv-profile-section__total">
        Total: {amountText({ kind: "cashback", amount: summary.cash_total, currency: summary.cash_currency })}{" "}
        and {summary.points_total} points from {summary.total_count}{" "}
        {summary.total_count === 1 ? "reward" : "rewards"}
      </p>
      {list.loading && <p>Loading rewards…</p>}
      {list.items.length > 0 && (
        <ul className="rv-profile-rows">
          {list.items.map((reward) => (
            <li key={reward.id} className="rv-profile-row">
              <span className="rv-profile-row__main">{amountText(reward)}</span>
              <span>{reward.description}</span>
              <time dateTime={reward.created_at}>{formatDate(reward.created_at, country)}</time>
            </li>
          ))}
        </ul>
      )}
      {!list.loading && !list.error && list.items.length === 0 && <p>No rewards yet.</p>}
      <LoadMore list={list} what="rewards" />
    </section>
  );
}
