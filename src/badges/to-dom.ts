// A badge's description as elements of the page (text as text nodes).
import type { Node } from "./element-tree";

export function toDom(node: Node, doc: Document): globalThis.Node {
  if (typeof node === "string") return doc.createTextNode(node);
  const element = doc.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attributes)) element.setAttribute(name, value);
  for (const child of node.children) element.append(toDom(child, doc));
  return element;
}
