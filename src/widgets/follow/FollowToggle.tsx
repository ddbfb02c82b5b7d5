// The follow (heart) toggle of a shop, product or reviewer: 'Follow', or 'Following' pressed. A
// guest is sent to sign in and brought back to this page.
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { tr } from "../../lib/i18n/translate";
import { followErrorsAtom, followingAtom, followKey } from "../../state/follows";
import { useAtomValue, useStore } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { useCurrentUrl } from "../../ui/use-current-url";
import type { FollowTarget } from "./follow-controller";
import { loadFollowed } from "./followed-ids";
import "./follow.css";
import { signInPath } from "../../lib/return-to";

// The code that changes a follow comes with the first press: a guest never needs it.
const loadController = () => import("./follow-controller").then((module) => module.followController);

/** The name after the button's word, for screen readers only. */
const hidden = (text: ReactNode) => (
  <span key="hidden" className="rv-visually-hidden">
    {text}
  </span>
);

interface Props extends FollowTarget {
  /** Extra class names for the wrapper; default none. */
  className?: string;
}

export function FollowToggle({ kind, id, name, className }: Props) {
  const store = useStore();
  const signedIn = useAtomValue(signedInAtom);
  const key = followKey(kind, id);
  const following = useAtomValue(followingAtom)[key] === true;
  const error = useAtomValue(followErrorsAtom)[key];
  const [, navigate] = useLocation();
  const here = useCurrentUrl();

  useEffect(() => {
    if (signedIn) loadFollowed(store, kind);
  }, [signedIn, store, kind]);

  const press = () => {
    // '/login' is the sign-in route; a guest comes back here afterwards.
    if (!signedIn) navigate(signInPath(here));
    else void loadController().then((controller) => controller(store).toggle({ kind, id, name }));
  };

  return (
    <span className={`rv-follow${className ? ` ${className}` : ""}`}>
      <button
        type="button"
        className={`rv-follow__button${following ? " rv-follow__button--on" : ""}`}
        aria-pressed={following}
        onClick={press}
      >
        <span aria-hidden>{following ? "♥" : "♡"}</span>
        {
          (following
            ? tr("Following<hidden> {name}</hidden>", { name, hidden })
            : tr("Follow<hidden> {name}</hidden>", { name, hidden })) as ReactNode[]
        }
      </button>
      <span className="rv-follow__error" role="status">
        {error}
      </span>
    </span>
  );
}
