/**
 * The language switch of every page (issue 18 item 2): it offers the other language, named in
 * that language and marked with its `lang`, so a screen reader says 'Español' in Spanish. The
 * change happens in place (src/shared/text/language.ts): the page keeps what was typed.
 */
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../../schemas/i18n/language';
import { switchLanguage, useLanguage } from '../../shared/text/language';

/** The language offered while `shown` is shown (two languages: the other one). */
export const otherLanguage = (shown: Language): Language => (shown === 'en' ? 'es' : 'en');

export function LanguageSwitch({ onSwitched }: { onSwitched?: (language: Language) => void }) {
  const other = otherLanguage(useLanguage());
  const [busy, setBusy] = useState(false);
  const choose = () => {
    setBusy(true);
    // A failed load of the texts (offline) leaves the page as it is; the switch can be pressed again.
    void switchLanguage(other).then(() => onSwitched?.(other), () => undefined).finally(() => setBusy(false));
  };
  return (
    <button type="button" className="language-switch" lang={other} aria-busy={busy || undefined} onClick={choose}>
      <svg className="language-switch__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21M12 3c-2.5 2.6-3.75 5.6-3.75 9S9.5 18.4 12 21" fill="none" stroke="currentColor" strokeWidth="1.75" />
      </svg>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
