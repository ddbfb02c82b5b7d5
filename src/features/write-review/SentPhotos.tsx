import { useEffect, useState } from "react";
import { reviewPhotoState } from "../../api/write-review";
import { t } from "../../lib/i18n/translate";

/** How often a photo being prepared is asked after: encoding one takes about a second. */
const POLL_MS = 1000;
/** Asked no more after two minutes: it then shows as being prepared until the page is left. */
const POLLS_MAX = 120;

interface Props {
  /** The ids of the photos the review was sent with. */
  ids: string[];
  /** The review's pictures as the host answered: those encoded by then. */
  pictures: { compact: string }[];
}

/**
 * The photos just sent with a review: each shows once the host has encoded it, and as being
 * prepared until then (never as a broken picture), without a reload.
 */
export function SentPhotos({ ids, pictures }: Props) {
  if (!ids.length) return null;
  return (
    <ul className="rv-photo-previews rv-sent-photos">
      {ids.map((id, i) => (
        <SentPhoto
          key={id}
          id={id}
          ready={pictures.find((picture) => picture.compact.includes(id))?.compact ?? null}
          n={i + 1}
          total={ids.length}
        />
      ))}
    </ul>
  );
}

function SentPhoto({ id, ready, n, total }: { id: string; ready: string | null; n: number; total: number }) {
  const [address, setAddress] = useState(ready);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    let polls = 0;
    const ask = async () => {
      try {
        const state = await reviewPhotoState(id, controller.signal);
        if (state.state === "ready") return setAddress(state.compact);
        if (state.state === "refused") return setRefused(true);
      } catch {
        if (controller.signal.aborted) return; // the page was left
      }
      if (++polls < POLLS_MAX) timer = setTimeout(ask, POLL_MS);
    };
    timer = setTimeout(ask, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, ready]);
  if (refused) return null;
  return (
    <li>
      {address ? (
        <img src={address} alt={t("{n} of {total}: your photo", { n, total })} />
      ) : (
        <span className="rv-photo-previews__placeholder rv-sent-photos__preparing">
          {t("Photo being prepared")}
        </span>
      )}
    </li>
  );
}
