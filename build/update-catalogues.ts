// npm run messages: brings every catalogue in line with the messages of the sources. A new English
// message is added with an empty translation (for the translator; the catalogue test fails until
// it is filled), a message no source uses any more is dropped, and each file is sorted by English.
// Run for the bundle's catalogues (src/locales) and the reference host's (fixtures/host/locales).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueLanguages, collectMessages, readCatalogue } from "./messages";
import { root } from "./paths";

const SETS = [
  { sources: path.join(root, "src"), catalogues: path.join(root, "src/locales") },
  { sources: path.join(root, "fixtures/host"), catalogues: path.join(root, "fixtures/host/locales") },
];

for (const { sources, catalogues } of SETS) {
  const messages = collectMessages(sources);
  for (const locale of catalogueLanguages(catalogues)) {
    const old = readCatalogue(locale, catalogues);
    const updated = Object.fromEntries(messages.map((message) => [message, old[message] ?? ""]));
    const missing = messages.filter((message) => !updated[message]).length;
    const dropped = Object.keys(old).filter((message) => !(message in updated)).length;
    writeFileSync(path.join(catalogues, `${locale}.json`), `${JSON.stringify(updated, null, 2)}\n`);
    console.log(
      `${path.relative(root, catalogues)}/${locale}.json: ${messages.length} messages, ${missing} to translate, ${dropped} dropped`,
    );
  }
}
