// The follow (heart) toggle of a shop, product or reviewer: 'Follow', or 'Following' pressed. A
// guest's 'Follow' is a link to sign in that comes back to this page.
import { type ReactNode, useEffect } from "react";
import { tr } from "../../lib/i18n/translate";
import { followErrorsAtom, followingAtom, followKey } from "../../state/follows";
import { useAtomValue, useStore } from "../../state/jotai";
import { AccountAction } from "../../ui/AccountAction";
import { useSignInFirst } from "../../ui/use-sign-in-first";
import type { FollowTarget } from "./follow-controller";
import { loadFollowed } from "./followed-ids";
import "./follow.css";
import { heardOnly } from "../../ui/heard-only";

// The code that changes a follow comes with the first press: a guest never needs it.
const loadController = () => import("./follow-controller").then((module) => module.followController);

interface Props extends FollowTarget {
  /** Extra class names for the wrapper; default none. */
  className?: string;
}

export function FollowToggle({ kind, id, name, className }: Props) {
  const store = useStore();
  const signIn = useSignInFirst();
  const key = followKey(kind, id);
  const following = useAtomValue(followingAtom)[key] === true;
  const error = useAtomValue(followErrorsAtom)[key];

  useEffect(() => {
    if (!signIn) loadFollowed(store, kind);
  }, [signIn, store, kind]);

  return (
    <span className={`rv-follow${className ? ` ${className}` : ""}`}>
      <AccountAction
        signIn={signIn}
        className={`rv-follow__button${following ? " rv-follow__button--on" : ""}`}
        aria-pressed={following}
        onClick={() =>
          void loadController().then((controller) => controller(store).toggle({ kind, id, name }))
        }
      >
        <span aria-hidden>{following ? "♥" : "♡"}</span>
        {
          (following
            ? tr("Following<hidden> {name}</hidden>", { name, hidden: heardOnly })
            : tr("Follow<hidden> {name}</hidden>", { name, hidden: heardOnly })) as ReactNode[]
        }
      </AccountAction>
      <span className="rv-follow__error" role="status">
        {error}
      </span>
    </span>
  );
}
