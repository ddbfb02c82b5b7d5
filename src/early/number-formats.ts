// ICU's number formatting is set up by the first Intl.NumberFormat a page makes, whatever its
// language: tens of milliseconds on a phone's CPU, which the widget's
// adoption would otherwise spend (prices, ratings and counts are formatted as it hydrates). The
// early script makes one as soon as the parser lets it, while the rendered page waits for its
// stylesheet and scripts: not when the browser is idle, as a phone whose first layout ends as the
// scripts arrive has no idle time before the adoption.
setTimeout(() => new Intl.NumberFormat().format(0));
