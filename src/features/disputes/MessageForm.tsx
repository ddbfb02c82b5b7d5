import { type FormEvent, useState } from "react";
import type { DisputeDetail } from "../../api/contract/dispute";
import { addDisputeMessage } from "../../api/disputes";
import { refusedField } from "../../api/field-error";
import { t } from "../../lib/i18n/translate";
import { SubmitRow } from "../../widgets/disputes/SubmitRow";
import { FilePicker, readyToTravel } from "./FilePicker";
import { FormField } from "./FormField";
import { useDisputeUploads } from "./use-dispute-uploads";

const MESSAGE_MAX = 5000;

interface Props {
  disputeId: string;
  /** Called with the dispute as the host has it after the message. */
  onSent: (dispute: DisputeDetail) => void;
}

/** A message and files for the timeline while the dispute is open; a failed send keeps both. */
export function MessageForm({ disputeId, onSent }: Props) {
  const [body, setBody] = useState("");
  const uploads = useDisputeUploads(readyToTravel);
  const [errors, setErrors] = useState<{ body?: string; files?: string }>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() && uploads.files.length === 0) {
      setErrors({ body: t("Write a message or attach a file.") });
      return;
    }
    setStatus("sending");
    try {
      // Files still on their way are waited for; one that did not arrive stops the send.
      const sent = await uploads.sentIds();
      if ("notSent" in sent) {
        setErrors({ files: sent.notSent });
        setStatus("failed");
        return;
      }
      const answer = await addDisputeMessage(disputeId, body, sent.ids);
      setBody("");
      uploads.clear();
      setErrors({});
      setStatus("sent");
      onSent(answer.dispute);
    } catch (error) {
      const refused = refusedField(error, ["body", "files"]);
      if (refused) setErrors({ [refused.field]: refused.message });
      setStatus("failed");
    }
  };

  return (
    <section aria-labelledby="dispute-add-message" className="rv-dispute-section">
      <h2 id="dispute-add-message">{t("Add to this dispute")}</h2>
      <form className="rv-dispute-form" onSubmit={submit} noValidate>
        <FormField label={t("Message")} error={errors.body}>
          <textarea
            rows={4}
            maxLength={MESSAGE_MAX}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setErrors((x) => ({ ...x, body: undefined }));
            }}
          />
        </FormField>
        <FilePicker
          uploads={uploads}
          error={errors.files ?? null}
          onError={(error) => setErrors((x) => ({ ...x, files: error }))}
        />
        <SubmitRow
          label={t("Send message")}
          sending={status === "sending"}
          failure={
            status === "failed"
              ? t("Your message did not go through. It is still here: please try again.")
              : null
          }
          status={status === "sent" ? t("Your message was added to the timeline.") : ""}
        />
      </form>
    </section>
  );
}
