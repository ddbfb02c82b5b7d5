// The dispute form: order, type, description, desired outcome and its details, files. Errors show
// beside their fields; a failed submit keeps every field and file and says it did not go through;
// success leads to the private profile's disputes tab with a confirmation.
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import type { DisputeFormData } from "../../api/contract/dispute";
import { createDispute } from "../../api/disputes";
import { refusedField } from "../../api/field-error";
import type { DisputeConfirmationState } from "../../lib/dispute-confirmation";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { SubmitRow } from "../../widgets/disputes/SubmitRow";
import {
  checkDispute,
  DESCRIPTION_MAX,
  DETAILS_MAX,
  type DisputeField,
  type DisputeFormValues,
  EMPTY_DISPUTE,
} from "./dispute-form-values";
import { FilePicker, readyToTravel } from "./FilePicker";
import { FormField } from "./FormField";
import { OpenDisputeLinks } from "./OpenDisputeLinks";
import { orderLabel } from "./order-label";
import { useDisputeUploads } from "./use-dispute-uploads";

/** The fields the host may name when it refuses the dispute. */
const REFUSABLE_FIELDS = [...(Object.keys(EMPTY_DISPUTE) as DisputeField[]), "files"] as const;

/** The form, for data with at least one order without an open dispute. */
export function DisputeForm({ data }: { data: DisputeFormData }) {
  const country = useAtomValue(countryAtom);
  const [, navigate] = useLocation();
  // An order with an open dispute is shown, marked and not choosable: more goes into that dispute.
  const disputed = data.orders.filter((order) => order.open_dispute);
  const choosable = data.orders.filter((order) => !order.open_dispute);
  const [values, setValues] = useState<DisputeFormValues>(() => ({
    ...EMPTY_DISPUTE,
    source_id: choosable.length === 1 ? (choosable[0]?.public_id ?? "") : "",
  }));
  const uploads = useDisputeUploads(readyToTravel);
  const [errors, setErrors] = useState<Partial<Record<DisputeField, string>>>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");

  const set = (field: keyof DisputeFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkDispute(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setStatus("sending");
    try {
      // Files still on their way are waited for; one that did not arrive stops the submit.
      const sent = await uploads.sentIds();
      if ("notSent" in sent) {
        setErrors({ files: sent.notSent });
        setStatus("failed");
        return;
      }
      const subject = data.product
        ? { shop_id: data.shop.encoded_id, product_id: data.product.encoded_id }
        : { shop_id: data.shop.encoded_id };
      const answer = await createDispute({ ...subject, ...values, file_ids: sent.ids });
      const state: DisputeConfirmationState = {
        disputeConfirmation: { shopName: data.shop.name, responseTime: data.shop.response_time },
      };
      navigate(answer.profile_path, { state });
    } catch (error) {
      const refused = refusedField(error, REFUSABLE_FIELDS);
      if (refused) setErrors({ [refused.field]: refused.message });
      setStatus("failed");
    }
  };

  return (
    <form className="rv-dispute-form" onSubmit={submit} noValidate aria-busy={status === "sending"}>
      <FormField
        label={t("Order")}
        error={errors.source_id}
        hint={
          disputed.length > 0
            ? t("An order with an open dispute can’t be chosen again: add a message to its dispute instead.")
            : undefined
        }
        after={disputed.length > 0 && <OpenDisputeLinks orders={disputed} country={country} />}
      >
        <select value={values.source_id} onChange={set("source_id")}>
          <option value="">{t("Choose an order")}</option>
          {data.orders.map((order) => (
            <option key={order.public_id} value={order.public_id} disabled={!!order.open_dispute}>
              {order.open_dispute
                ? t("{order} (open dispute)", { order: orderLabel(order, country) })
                : orderLabel(order, country)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("Dispute type")} error={errors.dispute_type}>
        <select value={values.dispute_type} onChange={set("dispute_type")}>
          <option value="">{t("Choose what went wrong")}</option>
          {data.dispute_types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t("Description")}
        error={errors.description}
        hint={t("What happened, and what you did about it.")}
      >
        <textarea
          rows={6}
          maxLength={DESCRIPTION_MAX + 100}
          value={values.description}
          onChange={set("description")}
        />
      </FormField>
      <FormField label={t("Desired outcome")} error={errors.desired_outcome_type}>
        <select value={values.desired_outcome_type} onChange={set("desired_outcome_type")}>
          <option value="">{t("Choose an outcome")}</option>
          {data.outcome_types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t("Outcome details")}
        error={errors.desired_outcome_description}
        hint={t("Optional.")}
      >
        <textarea
          rows={3}
          maxLength={DETAILS_MAX + 100}
          value={values.desired_outcome_description}
          onChange={set("desired_outcome_description")}
        />
      </FormField>
      <FilePicker
        uploads={uploads}
        error={errors.files ?? null}
        onError={(error) => setErrors((e) => ({ ...e, files: error }))}
      />
      <SubmitRow
        label={t("Button that sends the dispute form\u0004Open dispute")}
        sending={status === "sending"}
        failure={
          status === "failed"
            ? t(
                "Your dispute did not go through. Everything you entered and attached is still here: please check it and try again.",
              )
            : null
        }
        status={status === "sending" ? t("Sending your dispute…") : ""}
      />
    </form>
  );
}
