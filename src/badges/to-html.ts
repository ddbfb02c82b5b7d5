// A badge's description as HTML (the render service's), every text and attribute escaped.
import type { Node } from "./element-tree";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] as string);

export function toHtml(node: Node): string {
  if (typeof node === "string") return escaped(node);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escaped(value)}"`)
    .join("");
  return `<${node.tag}${attributes}>${node.children.map(toHtml).join("")}</${node.tag}>`;
}
