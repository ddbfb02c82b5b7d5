// npm run i18n:check: per language and catalogue, the messages a translator has to look at
// (test/support/languages/i18n-check.ts); exits 1 when there is any.
import { findings, languageReports } from "./support/languages/i18n-check";

const KINDS = [
  ["missing", "missing or empty"],
  ["identical", "identical to English (GLOSSARY.md lists the texts that stay)"],
  ["glossary", "without their glossary term (GLOSSARY.md)"],
  ["typography", "breaking the language's typography"],
  ["tooLong", "much longer than their English where space is short"],
] as const;

let total = 0;
for (const report of languageReports()) {
  const found = findings(report);
  total += found;
  console.log(
    `${report.set} ${report.locale}: ${found === 0 ? "nothing to look at" : `${found} to look at`}`,
  );
  for (const [kind, says] of KINDS) {
    const items = report[kind];
    if (!items.length) continue;
    console.log(`  ${items.length} ${says}:`);
    for (const item of items) console.log(`    ${item}`);
  }
}
if (total > 0) {
  console.log(`\n${total} messages to look at`);
  process.exitCode = 1;
}
