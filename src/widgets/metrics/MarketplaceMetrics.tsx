// The marketplace's numbers from /reviews.json, on home and on the trust page. Its space is kept
// while they load, so nothing under it moves; after a failure it shows nothing.
import type { HomeMetrics } from "../../api/types/home";
import { useHomeMetrics } from "./use-home-metrics";
import "./metrics.css";

const count = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent" });

function figures(metrics: HomeMetrics): [string, string][] {
  return [
    [count.format(metrics.total_verified_reviews), "verified reviews"],
    [count.format(metrics.shop_metric.shops_count), "stores"],
    [count.format(metrics.shop_metric.countries_count), "countries"],
    [percent.format(metrics.line_item_metric.reviewed_share), "of orders reviewed"],
  ];
}

interface Props {
  /** The section's heading; default 'The marketplace in numbers'. */
  title?: string;
}

export function MarketplaceMetrics({ title = "The marketplace in numbers" }: Props) {
  const { metrics, failed } = useHomeMetrics();
  if (failed) return null;
  return (
    <section className="rv-metrics" aria-labelledby="metrics-title" aria-busy={!metrics}>
      <h2 id="metrics-title">{title}</h2>
      <dl>
        {(metrics ? figures(metrics) : LABELS.map((label): [string, string] => ["\u00a0", label])).map(
          ([value, label]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

const LABELS = ["verified reviews", "stores", "countries", "of orders reviewed"];
