// The marketplace's numbers from /reviews.json, on home and on the trust page. Its space is kept
// while they load, so nothing under it moves; after a failure it shows nothing.
import type { HomeMetrics } from "../../api/contract/home";
import { activeLanguage, type Message, msg, t } from "../../lib/i18n/translate";
import { useHomeMetrics } from "./use-home-metrics";
import "./metrics.css";

const LABELS = [msg("verified reviews"), msg("stores"), msg("countries"), msg("of orders reviewed")] as const;

/** The figures in the shopper's language, each with its label. */
function figures(metrics: HomeMetrics): [string, Message][] {
  const count = new Intl.NumberFormat(activeLanguage());
  const percent = new Intl.NumberFormat(activeLanguage(), { style: "percent" });
  const [verified, stores, countries, reviewed] = LABELS;
  return [
    [count.format(metrics.total_verified_reviews), verified],
    [count.format(metrics.shop_metric.shops_count), stores],
    [count.format(metrics.shop_metric.countries_count), countries],
    [percent.format(metrics.line_item_metric.reviewed_share), reviewed],
  ];
}

interface Props {
  /** The section's heading; default 'The marketplace in numbers'. */
  title?: string;
}

export function MarketplaceMetrics({ title }: Props) {
  const { metrics, failed } = useHomeMetrics();
  if (failed) return null;
  return (
    <section className="rv-metrics" aria-labelledby="metrics-title" aria-busy={!metrics}>
      <h2 id="metrics-title">{title ?? t("The marketplace in numbers")}</h2>
      <dl>
        {(metrics ? figures(metrics) : LABELS.map((label): [string, Message] => ["\u00a0", label])).map(
          ([value, label], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same four figures, always in this order
            <div key={index}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
