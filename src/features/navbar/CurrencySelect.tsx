// 'Show prices in': the currency dropdown with flags, and an info tip when a currency
// other than the store's is chosen.
import { useMemo, useState } from "react";
import { STORE_CURRENCY } from "../../lib/currency";
import { currencyFlagUrl, currencyLabel, currencyOptions } from "../../lib/currency-options";
import { msg, t } from "../../lib/i18n/translate";
import { chooseCurrencyAtom } from "../../state/choices";
import { useAtomValue, useSetAtom } from "../../state/jotai";
import { currencyAtom, exchangeRatesAtom, reviewerLoadedAtom } from "../../state/reviewer";
import { sessionAtom } from "../../state/session";
import { Dropdown, type DropdownOption } from "../../ui/Dropdown";
import { Image } from "../../ui/Image";
import { Tooltip } from "../../ui/Tooltip";

export const CURRENCY_TIP = msg(
  "Prices will only be shown in this currency here. Stores may use different currencies.",
);

/** A broken flag is hidden. */
function CurrencyFlag({ code }: { code: string }) {
  const imageHost = useAtomValue(sessionAtom).meta.image_host;
  const [broken, setBroken] = useState(false);
  const src = currencyFlagUrl(imageHost, code);
  if (!src || broken) return null;
  return (
    <Image
      className="rv-currency-flag"
      src={src}
      alt=""
      width={20}
      height={14}
      onError={() => setBroken(true)}
    />
  );
}

export function CurrencySelect() {
  const rates = useAtomValue(exchangeRatesAtom);
  const currency = useAtomValue(currencyAtom);
  const loaded = useAtomValue(reviewerLoadedAtom);
  const choose = useSetAtom(chooseCurrencyAtom);

  const options = useMemo(() => {
    const list = currencyOptions(rates);
    // A stored choice the rates do not list yet still shows as chosen.
    if (!list.some((o) => o.code === currency)) list.push({ code: currency, separatorBefore: false });
    return list.map(
      (o): DropdownOption => ({
        value: o.code,
        label: currencyLabel(o.code),
        separatorBefore: o.separatorBefore,
        icon: <CurrencyFlag code={o.code} />,
      }),
    );
  }, [rates, currency]);

  return (
    <div className="rv-currency-select">
      <Dropdown
        label={t("Show prices in")}
        options={options}
        value={currency}
        onChange={(code) => void choose(code)}
        searchable
        loading={!rates && !loaded}
      />
      {currency !== STORE_CURRENCY && (
        <Tooltip label={t("About prices in this currency")}>{t(CURRENCY_TIP)}</Tooltip>
      )}
    </div>
  );
}
