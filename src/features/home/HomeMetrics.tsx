import type { HomeMetrics as Metrics } from "../../api/types/home";

const count = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent" });

/** §3 home metrics: verified reviews, stores and their countries, orders and the share reviewed. */
export function HomeMetrics({ metrics }: { metrics: Metrics }) {
  const figures = [
    [count.format(metrics.total_verified_reviews), "verified reviews"],
    [count.format(metrics.shop_metric.shops_count), "stores"],
    [count.format(metrics.shop_metric.countries_count), "countries"],
    [percent.format(metrics.line_item_metric.reviewed_share), "of orders reviewed"],
  ];
  return (
    <section className="home-metrics" aria-labelledby="home-metrics-title">
      <h2 id="home-metrics-title">The marketplace in numbers</h2>
      <dl>
        {figures.map(([value, label]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
