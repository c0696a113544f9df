// The public pages' language switcher (the booking page's, docs/decisions/032, and the client pages', 040): a native
// select of the languages, each in its own words. The choice is kept in a cookie, so the server renders the next
// visit in it; what the customer chose and typed stays, as only the words change. The landing page's too (042).
import { translator, useLocaleState } from '#client/lib/i18n/locale-context.tsx';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';

/** Its label is the message 'page.language' of the page's catalog, which every catalog using it holds. */
export function LanguageSwitcher() {
  const state = useLocaleState();
  if (!state) return null;
  const { locale, messages, changeLocale } = state;
  return (
    <select
      aria-label={translator(messages)('page.language')}
      value={isLocale(locale) ? locale : ''}
      onChange={(event) => {
        if (isLocale(event.target.value)) void changeLocale(event.target.value);
      }}
      className="h-9 rounded-md border border-current/40 bg-transparent px-2 text-sm text-inherit focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
    >
      {isLocale(locale) ? null : <option value="">{locale}</option>}
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option} className="text-black">
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
