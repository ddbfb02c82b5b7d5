import { Link } from "wouter";
import { msg, t } from "../lib/i18n/translate";
import { PATHS } from "../lib/routes";
import { ScreenMessage } from "./ScreenMessage";

/** What the page says for each thing not found: one whole sentence each. */
const NOT_FOUND = {
  page: msg("We couldn’t find that page"),
  product: msg("We couldn’t find that product"),
  store: msg("We couldn’t find that store"),
  dispute: msg("We couldn’t find that dispute"),
  report: msg("We couldn’t find that report"),
} as const;

/** The not-found state: a real page with a way back to search. */
export function NotFound({
  what = "page",
}: {
  /** What was not found; default 'page'. */
  what?: keyof typeof NOT_FOUND;
}) {
  return (
    <ScreenMessage title={t(NOT_FOUND[what])} text={t("It may have moved or no longer exist.")}>
      <Link href={PATHS.PageSearch} className="rv-button">
        {t("Search products")}
      </Link>
    </ScreenMessage>
  );
}
