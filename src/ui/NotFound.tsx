import { Link } from "wouter";
import { PATHS } from "../lib/routes";
import { ScreenMessage } from "./ScreenMessage";

/** The not-found state: a real page with a way back to search. */
export function NotFound({ what = "page" }: { /** Default 'page'. */ what?: string }) {
  return (
    <ScreenMessage title={`We couldn’t find that ${what}`} text="It may have moved or no longer exist.">
      <Link href={PATHS.PageSearch} className="rv-button">
        Search products
      </Link>
    </ScreenMessage>
  );
}
