import { Link, useLocation } from "wouter";
import { type Message, msg, t } from "../../lib/i18n/translate";
import { pathFor } from "../../lib/routes";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { ordersListHref } from "./line-items";

const MESSAGES: Record<number, [Message, Message]> = {
  404: [msg("We can't find this order"), msg("It isn't one of your orders, or the link is incomplete.")],
  409: [
    msg("You have already reviewed this order"),
    msg("Each order can be reviewed once. Your review is on your profile."),
  ],
  403: [
    msg("This order can't be reviewed"),
    msg("The store no longer sells this product or doesn't take reviews here."),
  ],
};

const EDIT_MESSAGES: Record<number, [Message, Message]> = {
  404: [msg("We can't find this review"), msg("It isn't one of your reviews, or the link is incomplete.")],
  409: [
    msg("This review can't be edited"),
    msg("It was deleted (restore it from your profile first) or hidden by the marketplace."),
  ],
};

/** Why the form of this line item (or review) cannot be shown, and the way back. */
export default function FormUnavailable({
  status,
  editing,
}: {
  /** The host's answer: 404, 409 or 403. */ status: number;
  /** Default false: the form was to edit one's review; the way back is the profile. */ editing?: boolean;
}) {
  const [formPath] = useLocation();
  const reviewer = useAtomValue(reviewerAtom);
  const messages = editing ? EDIT_MESSAGES : MESSAGES;
  const [title, text] = messages[status] ?? (messages[404] as [Message, Message]);
  if (editing) {
    return (
      <section className="rv-screen-message" role="alert">
        <h1>{t(title)}</h1>
        <p>{t(text)}</p>
        {reviewer && (
          <p className="rv-screen-message__actions">
            <Link className="rv-button" href={pathFor("privateProfile", { slug: reviewer.slug })}>
              {t("Back to your profile")}
            </Link>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="rv-screen-message" role="alert">
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <p className="rv-screen-message__actions">
        <Link className="rv-button" href={ordersListHref(formPath)}>
          {t("Back to your orders")}
        </Link>
      </p>
    </section>
  );
}
