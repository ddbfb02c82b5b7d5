// A badge as plain data, so that one description of it is drawn both ways: as elements in the
// browser (the badges' entry, to-dom.ts) and as HTML on the server (the render service, to-html.ts).
// Text is always a text node or escaped, never markup.

export interface Element {
  tag: string;
  attributes: Record<string, string>;
  children: Node[];
}

export type Node = Element | string;

export const h = (
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Node[]
): Element => ({
  tag,
  attributes: Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ),
  children,
});
