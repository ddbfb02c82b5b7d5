// The follow (heart) toggle of a shop, product or reviewer: 'Follow', or 'Following' pressed. A
// guest is sent to sign in and brought back to this page.
import { useEffect } from "react";
import { useLocation } from "wouter";
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
        {following ? "Following" : "Follow"}
        <span className="rv-visually-hidden"> {name}</span>
      </button>
      <span className="rv-follow__error" role="status">
        {error}
      </span>
    </span>
  );
}
