import { Link } from "wouter";
import { type Message, msg, t } from "../lib/i18n/translate";
import { PATHS } from "../lib/routes";
import { ScreenMessage } from "./ScreenMessage";

/**
 * The not-found state: a real page with a way back to search. A screen that did not find its
 * product, store, dispute or report says so in a whole sentence of its own (`title`), which only
 * that screen's code carries.
 */
export function NotFound({
  title = msg("We couldn’t find that page"),
}: {
  /** What the page says was not found; default 'We couldn’t find that page'. */
  title?: Message;
}) {
  return (
    <ScreenMessage title={t(title)} text={t("It may have moved or no longer exist.")}>
      <Link href={PATHS.PageSearch} className="rv-button">
        {t("Search products")}
      </Link>
    </ScreenMessage>
  );
}
