// Products and stores that hold a tier today, linked, from the host's live data.
import { Link } from "wouter";
import type { MedalHolder, MedalsPage } from "../../api/types/home";

interface Props {
  /** The tier's name, e.g. 'Gold'. */
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
              <Link href={holder.internal_path}>{holder.name}</Link>
              {holder.shop_name && <small> from {holder.shop_name}</small>}
            </li>
          ))}
        </ul>
      ) : (
        <p>None right now.</p>
      )}
    </div>
  );
}

export function MedalExamples({ label, example }: Props) {
  return (
    <div className="rv-medal-tier__examples">
      <Holders title={`${label} products`} holders={example?.products ?? []} />
      <Holders title={`${label} stores`} holders={example?.shops ?? []} />
    </div>
  );
}
