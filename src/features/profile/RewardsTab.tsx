import type { PrivateProfileExtra, Reward } from "../../api/contract/profile";
import { formatDate } from "../../lib/date-format";
import { activeLanguage, t } from "../../lib/i18n/translate";
import { LoadMore } from "./LoadMore";
import { useProfileList } from "./use-profile-list";

const amountText = (reward: Pick<Reward, "kind" | "amount" | "currency">) =>
  reward.kind === "points"
    ? t("{amount, plural, one {# point} other {# points}}", { amount: reward.amount })
    : new Intl.NumberFormat(activeLanguage(), { style: "currency", currency: reward.currency }).format(
        reward.amount,
      );

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
      <h2 id="rewards-heading">{t("Rewards")}</h2>
      <p className="rv-profile-section__total">
        {t(
          "Total: {cash} and {points, plural, one {# point} other {# points}} from {count, plural, one {# reward} other {# rewards}}",
          {
            cash: amountText({
              kind: "cashback",
              amount: summary.cash_total,
              currency: summary.cash_currency,
            }),
            points: summary.points_total,
            count: summary.total_count,
          },
        )}
      </p>
      {list.loading && <p>{t("Loading rewards…")}</p>}
      {list.items.length > 0 && (
        <ul className="rv-profile-rows">
          {list.items.map((reward) => (
            <li key={reward.id} className="rv-profile-row">
              <span className="rv-profile-row__main">{amountText(reward)}</span>
              <span dir="auto">{reward.description}</span>
              <time dateTime={reward.created_at}>{formatDate(reward.created_at, country)}</time>
            </li>
          ))}
        </ul>
      )}
      {!list.loading && !list.error && list.items.length === 0 && <p>{t("No rewards yet.")}</p>}
      <LoadMore
        list={list}
        failed={t("We couldn’t load your rewards just now.")}
        more={t("Load more rewards")}
      />
    </section>
  );
}
