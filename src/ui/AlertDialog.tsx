import { msg, t } from "../lib/i18n/translate";
import { DialogOk } from "./DialogOk";
import { Modal } from "./Modal";

type AlertKind = "error" | "success";

const TITLES = { error: msg("Error"), success: msg("Success") } as const;

interface Props {
  kind: AlertKind;
  /** The message; null or empty keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

/** The shared alert dialog of errors and confirmations: titled 'Error' or 'Success', a message, OK. */
export function AlertDialog({ kind, message, onClose }: Props) {
  return (
    <Modal
      open={!!message}
      onClose={onClose}
      title={t(TITLES[kind])}
      role="alertdialog"
      className={`rv-alert rv-alert--${kind}`}
    >
      <p className="rv-alert__message">{message}</p>
      <DialogOk onClose={onClose} />
    </Modal>
  );
}
