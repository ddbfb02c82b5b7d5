import { useState } from "react";
import { updateProfile } from "../../api/profile";
import { readStored, writeStored } from "../../lib/browser/storage";
import { t } from "../../lib/i18n/translate";

const ASKED_KEY = "subscribe-prompt-asked";

/** Shown while the reviewer has never answered (subscribed_rs null) and was not asked yet. */
export const shouldAskToSubscribe = (subscribed: boolean | null) =>
  subscribed === null && readStored<boolean>(ASKED_KEY) !== true;

/**
 * The newsletter prompt. Closing marks it asked; subscribing saves the choice and closes it even
 * when saving fails (that is only logged: the reviewer can subscribe from the edit page).
 */
export function SubscribePrompt({ onClosed }: { onClosed: () => void }) {
  const [saving, setSaving] = useState(false);
  const close = () => {
    writeStored(ASKED_KEY, true);
    onClosed();
  };
  const subscribe = async () => {
    setSaving(true);
    try {
      await updateProfile({ subscribed_rs: true });
    } catch (error) {
      console.warn("Saving the newsletter choice failed", error);
    }
    close();
  };
  return (
    <aside className="rv-subscribe-prompt" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading">{t("Get the best reviews by email")}</h2>
      <p>{t("A short newsletter with top-rated products and stores. You can stop it at any time.")}</p>
      <p className="rv-subscribe-prompt__actions">
        <button type="button" className="rv-button" disabled={saving} onClick={subscribe}>
          {t("Subscribe")}
        </button>
        <button type="button" className="rv-button rv-button--secondary" onClick={close}>
          {t("No, thanks")}
        </button>
      </p>
    </aside>
  );
}
