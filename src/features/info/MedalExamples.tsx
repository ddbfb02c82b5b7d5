// Products and stores that hold a tier today, linked, from the host's live data.
import { Link } from "wouter";
import type { MedalHolder, MedalsPage } from "../../api/contract/home";
import { t } from "../../lib/i18n/translate";

interface Props {
  /** The tier's name in the active language, e.g. 'Gold'. */
  label: string;
  example: MedalsPage["examples"][number] | undefined;
}

function Holders({ title, holders }: { title: string; holders: MedalHolder[] }) {
  return (
    <div>
      <h4>{title}</h4>
      {holders.length ? (
        <ul>
          {holders.map((holder) => (
            <li key={holder.internal_path}>
              <Link href={holder.internal_path} dir="auto">
                {holder.name}
              </Link>
              {holder.shop_name && <small> {t("from {shop}", { shop: holder.shop_name })}</small>}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("None right now.")}</p>
      )}
    </div>
  );
}

export function MedalExamples({ label, example }: Props) {
  return (
    <div className="rv-medal-tier__examples">
      <Holders title={t("{medal} products", { medal: label })} holders={example?.products ?? []} />
      <Holders title={t("{medal} stores", { medal: label })} holders={example?.shops ?? []} />
    </div>
  );
}
