// The frame of the pages that explain the marketplace: one article, its title and a lead line.
import type { ReactNode } from "react";
import "./info.css";

interface Props {
  title: string;
  lead: string;
  children: ReactNode;
}

export function InfoPage({ title, lead, children }: Props) {
  return (
    <article className="rv-info-page" aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      <p className="rv-info-page__lead">{lead}</p>
      {children}
    </article>
  );
}

/** A titled part of an info page; its id is the anchor other pages link to. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rv-info-page__section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
