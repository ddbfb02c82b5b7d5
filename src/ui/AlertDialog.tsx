import { DialogOk } from "./DialogOk";
import { Modal } from "./Modal";

type AlertKind = "error" | "success";

const TITLES: Record<AlertKind, string> = { error: "Error", success: "Success" };

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
      title={TITLES[kind]}
      role="alertdialog"
      className={`rv-alert rv-alert--${kind}`}
    >
      <p className="rv-alert__message">{message}</p>
      <DialogOk onClose={onClose} />
    </Modal>
  );
}
