import { LOCALES, type Locale } from '@bidstay/contract/plain';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chooseLocale, currentLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Each language named in itself, as a visitor who reads only that one looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

/** The visitor's language, remembered; a signed-in account's mails follow it too. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useLingui();
  const id = useId();
  const session = useSession();
  const choose = async (locale: Locale) => {
    await chooseLocale(locale);
    // Loaded when asked: its answer's schema (zod) stays out of every first load.
    if (!session) return;
    const { saveLanguage } = await import('@/features/auth/api/save-language');
    await saveLanguage(locale).catch(() => undefined);
  };
  return (
    <div className={`d-flex align-items-center gap-2 ${className ?? ''}`}>
      <i className="bi bi-globe2 text-body-secondary" aria-hidden="true" />
      <select
        id={id}
        aria-label={t`Language`}
        value={currentLocale()}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="form-select form-select-sm language-select"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
