// The dispute form's values and what it can tell before asking the host (the host checks again).
import { t } from "../../lib/i18n/translate";

export interface DisputeFormValues {
  source_id: string;
  dispute_type: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_description: string;
}

export type DisputeField = keyof DisputeFormValues | "files";

export const EMPTY_DISPUTE: DisputeFormValues = {
  source_id: "",
  dispute_type: "",
  description: "",
  desired_outcome_type: "",
  desired_outcome_description: "",
};

export const DESCRIPTION_MAX = 5000;
export const DETAILS_MAX = 2000;

/** The first problem of each field, in the form's order; empty when it can be sent. */
export function checkDispute(values: DisputeFormValues): Partial<Record<DisputeField, string>> {
  const errors: Partial<Record<DisputeField, string>> = {};
  if (!values.source_id) errors.source_id = t("Choose the order this is about.");
  if (!values.dispute_type) errors.dispute_type = t("Choose what went wrong.");
  if (!values.description.trim()) errors.description = t("Describe what happened.");
  else if (values.description.trim().length > DESCRIPTION_MAX)
    errors.description = t("Use at most {max, plural, one {# character} other {# characters}}.", {
      max: DESCRIPTION_MAX,
    });
  if (!values.desired_outcome_type) errors.desired_outcome_type = t("Choose the outcome you want.");
  if (values.desired_outcome_description.trim().length > DETAILS_MAX)
    errors.desired_outcome_description = t(
      "Use at most {max, plural, one {# character} other {# characters}}.",
      {
        max: DETAILS_MAX,
      },
    );
  return errors;
}
