import { Link, useLocation } from "wouter";
import { pathFor } from "../../lib/routes";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { ordersListHref } from "./line-items";

const MESSAGES: Record<number, [string, string]> = {
  404: ["We can't find this order", "It isn't one of your orders, or the link is incomplete."],
  409: [
    "You have already reviewed this order",
    "Each order can be reviewed once. Your review is on your profile.",
  ],
  403: [
    "This order can't be reviewed",
    "The store no longer sells this product or doesn't take reviews here.",
  ],
};

const EDIT_MESSAGES: Record<number, [string, string]> = {
  404: ["We can't find this review", "It isn't one of your reviews, or the link is incomplete."],
  409: [
    "This review can't be edited",
    "It was deleted (restore it from your profile first) or hidden by the marketplace.",
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
  const [title, text] = messages[status] ?? (messages[404] as [string, string]);
  if (editing) {
    return (
      <section className="rv-screen-message" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        {reviewer && (
          <p className="rv-screen-message__actions">
            <Link className="rv-button" href={pathFor("privateProfile", { slug: reviewer.slug })}>
              Back to your profile
            </Link>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="rv-screen-message" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="rv-screen-message__actions">
        <Link className="rv-button" href={ordersListHref(formPath)}>
          Back to your orders
        </Link>
      </p>
    </section>
  );
}
