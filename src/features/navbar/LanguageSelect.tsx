// 'Language': where the host offers more than one, each named in itself ('Deutsch', 'العربية').
// Choosing one repaints the widget in it at once.
import { useMemo } from "react";
import { loadCatalogue } from "../../lib/i18n/catalogues";
import { nativeName, offeredLanguages } from "../../lib/i18n/offered-languages";
import { t } from "../../lib/i18n/translate";
import { chooseLanguageAtom } from "../../state/choose-language";
import { useAtomValue, useSetAtom } from "../../state/jotai";
import { localeAtom } from "../../state/reviewer";
import { sessionAtom } from "../../state/session";
import { Dropdown } from "../../ui/Dropdown";

export function LanguageSelect() {
  const locales = useAtomValue(sessionAtom).meta.locales;
  const offered = useMemo(() => offeredLanguages(locales), [locales]);
  const locale = useAtomValue(localeAtom);
  const choose = useSetAtom(chooseLanguageAtom);
  const options = useMemo(
    () => offered.map((code) => ({ value: code, label: nativeName(code), lang: code })),
    [offered],
  );
  if (offered.length < 2) return null;
  // The languages' catalogues load as the list opens (a press or a key on it), so the one chosen
  // repaints the widget without waiting for its script.
  const prefetch = () => {
    for (const code of offered) void loadCatalogue(code).catch(() => {});
  };
  return (
    <div className="rv-language-select" onPointerDownCapture={prefetch} onKeyDownCapture={prefetch}>
      <Dropdown
        label={t("Language")}
        options={options}
        value={locale}
        onChange={(code) => void choose(code)}
      />
    </div>
  );
}
