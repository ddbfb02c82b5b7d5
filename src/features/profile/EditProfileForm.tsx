import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../api/client";
import type { OwnerProfileBasics } from "../../api/contract/profile";
import { updateProfile } from "../../api/profile";
import { countryOptions } from "../../lib/countries";
import { STORE_CURRENCY } from "../../lib/currency";
import { currencyLabel, currencyOptions } from "../../lib/currency-options";
import { t } from "../../lib/i18n/translate";
import { keepSavedChoicesAtom } from "../../state/choices";
import { useAtomValue, useSetAtom } from "../../state/jotai";
import { exchangeRatesAtom, reviewerAtom } from "../../state/reviewer";

type Field = "name" | "rs_country" | "rs_currency" | "subscribed_rs";

interface Values {
  name: string;
  rs_country: string;
  rs_currency: string;
  subscribed_rs: boolean;
}

const NAME_MAX = 80;
/** 'All countries' in the list: no country of one's own, which the profile keeps as none. */
const ALL_COUNTRIES = "*";

/** What the form can tell before asking the host; the host checks again. */
function checkName(name: string): string | null {
  if (!name.trim()) return t("Enter your name.");
  if (name.trim().length > NAME_MAX)
    return t("Use at most {max, plural, one {# character} other {# characters}}.", { max: NAME_MAX });
  return null;
}

/** Name, country, currency and newsletter; errors beside their fields; a failed save keeps what was typed. */
export function EditProfileForm({ basics }: { basics: OwnerProfileBasics }) {
  const rates = useAtomValue(exchangeRatesAtom);
  const setReviewer = useSetAtom(reviewerAtom);
  const keepChoices = useSetAtom(keepSavedChoicesAtom);
  const [values, setValues] = useState<Values>({
    name: basics.name,
    rs_country: basics.rs_country ?? ALL_COUNTRIES,
    rs_currency: basics.rs_currency ?? STORE_CURRENCY,
    subscribed_rs: basics.subscribed_rs === true,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const ids = { name: useId(), country: useId(), currency: useId(), newsletter: useId() };
  const currencies = currencyOptions(rates).map((o) => o.code);
  if (!currencies.includes(values.rs_currency)) currencies.push(values.rs_currency);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = checkName(values.name);
    if (nameError) {
      setErrors({ name: nameError });
      document.getElementById(ids.name)?.focus();
      return;
    }
    setStatus("saving");
    try {
      const name = values.name.trim();
      const country = values.rs_country === ALL_COUNTRIES ? null : values.rs_country;
      await updateProfile({ ...values, name, rs_country: country });
      setReviewer((reviewer) => reviewer && { ...reviewer, name });
      // Without a country of one's own, the host goes by the profile's (me.json's current_country).
      keepChoices({ currency: values.rs_currency, country: country ?? basics.country });
      setStatus("saved");
    } catch (error) {
      const body = isApiError(error) ? (error.data as { error?: string; field?: Field } | null) : null;
      if (body?.field && body.error) setErrors({ [body.field]: body.error });
      setStatus("failed");
    }
  };

  const describedBy = (field: Field, id: string) => (errors[field] ? `${id}-error` : undefined);
  const error = (field: Field, id: string) =>
    errors[field] && (
      <p className="rv-form-error" id={`${id}-error`}>
        {errors[field]}
      </p>
    );

  return (
    <form className="rv-profile-form" onSubmit={submit} noValidate>
      <div className="rv-profile-form__field">
        <label htmlFor={ids.name}>{t("Name")}</label>
        <input
          id={ids.name}
          value={values.name}
          maxLength={NAME_MAX + 20}
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={describedBy("name", ids.name)}
          onChange={(e) => set("name", e.target.value)}
        />
        {error("name", ids.name)}
      </div>
      <div className="rv-profile-form__field">
        <label htmlFor={ids.country}>{t("Country")}</label>
        <select
          id={ids.country}
          value={values.rs_country}
          aria-invalid={!!errors.rs_country}
          aria-describedby={describedBy("rs_country", ids.country)}
          onChange={(e) => set("rs_country", e.target.value)}
        >
          {countryOptions().map((c) => (
            <option key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </select>
        {error("rs_country", ids.country)}
      </div>
      <div className="rv-profile-form__field">
        <label htmlFor={ids.currency}>{t("Currency")}</label>
        <select
          id={ids.currency}
          value={values.rs_currency}
          aria-invalid={!!errors.rs_currency}
          aria-describedby={describedBy("rs_currency", ids.currency)}
          onChange={(e) => set("rs_currency", e.target.value)}
        >
          {currencies.map((code) => (
            <option key={code} value={code} suppressHydrationWarning>
              {currencyLabel(code)}
            </option>
          ))}
        </select>
        {error("rs_currency", ids.currency)}
      </div>
      <div className="rv-profile-form__field rv-profile-form__field--check">
        <input
          id={ids.newsletter}
          type="checkbox"
          checked={values.subscribed_rs}
          onChange={(e) => set("subscribed_rs", e.target.checked)}
        />
        <label htmlFor={ids.newsletter}>{t("Send me the newsletter")}</label>
        {error("subscribed_rs", ids.newsletter)}
      </div>
      <p className="rv-profile-form__actions">
        <button type="submit" className="rv-button" disabled={status === "saving"}>
          {t("Save")}
        </button>
      </p>
      <p className="rv-profile-form__status" role="status">
        {status === "saved" && t("Your profile is saved.")}
        {status === "saving" && t("Saving…")}
      </p>
      {status === "failed" && (
        <p className="rv-form-error" role="alert">
          {t(
            "Your changes were not saved. Everything you typed is still here: please check it and try again.",
          )}
        </p>
      )}
    </form>
  );
}
