// A badge's description as elements of the page (text as text nodes). Its style goes in through
// the CSSOM, which a page's Content-Security-Policy allows where it refuses style attributes.
import type { Node } from "./element-tree";

export function toDom(node: Node, doc: Document): globalThis.Node {
  if (typeof node === "string") return doc.createTextNode(node);
  const element = doc.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attributes))
    if (name === "style") element.style.cssText = value;
    else element.setAttribute(name, value);
  for (const child of node.children) element.append(toDom(child, doc));
  return element;
}
