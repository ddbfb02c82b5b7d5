// Keeps the document head in step with the page after client-side navigation: the host page
// carries the same tags in the served HTML for crawlers (issue: search engines).
import type { MetaData } from "../../api/contract/common";

function upsertMeta(doc: Document, name: string, content: string): void {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = doc.createElement("meta");
    tag.name = name;
    doc.head.append(tag);
  }
  tag.content = content;
}

function upsertCanonical(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement("link");
    link.rel = "canonical";
    doc.head.append(link);
  }
  link.href = href;
}

function replaceStructuredData(doc: Document, items: Record<string, unknown>[] = []): void {
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of items) {
    const script = doc.createElement("script");
    script.type = "application/ld+json"; // data, not code: never executed, so CSP allows it
    script.textContent = JSON.stringify(item);
    doc.head.append(script);
  }
}

export function applyPageHead(doc: Document, meta: MetaData): void {
  if (meta.title) doc.title = meta.title;
  upsertMeta(doc, "description", meta.description ?? "");
  upsertMeta(doc, "robots", meta.robots || "index, follow");
  upsertCanonical(doc, meta.canonical ?? "");
  replaceStructuredData(doc, meta.structured_data);
}
