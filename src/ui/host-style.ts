// An inline style the widget puts on an element of the host's page (its <html>) for a while: given
// back exactly as it was, down to the style attribute, which goes again if the host had none.

/** Borrows `property` of `element`'s inline style; `giveBack` restores it and the attribute. */
export function borrowStyle(element: HTMLElement, property: string) {
  const hadAttribute = element.hasAttribute("style");
  const { style } = element;
  const before = [style.getPropertyValue(property), style.getPropertyPriority(property)] as const;
  return {
    set: (value: string) => style.setProperty(property, value),
    giveBack: () => {
      style.setProperty(property, ...before);
      if (!hadAttribute && element.getAttribute("style") === "") element.removeAttribute("style");
    },
  };
}
