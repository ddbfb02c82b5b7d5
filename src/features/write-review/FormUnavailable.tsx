import { Link, useLocation } from "wouter";
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

/** Why the form of this line item cannot be shown, and the way back to the list. */
export default function FormUnavailable({
  status,
}: {
  /** The host's answer: 404, 409 or 403. */ status: number;
}) {
  const [formPath] = useLocation();
  const [title, text] = MESSAGES[status] ?? (MESSAGES[404] as [string, string]);
  return (
    <section className="screen-message" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="screen-message__actions">
        <Link className="button" href={ordersListHref(formPath)}>
          Back to your orders
        </Link>
      </p>
    </section>
  );
}
