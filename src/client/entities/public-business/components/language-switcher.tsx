// The public pages' language switcher (the booking page's, docs/decisions/032, and the client pages', 040): a native
// select of the languages, each in its own words. The choice is kept in a cookie, so the server renders the next
// visit in it; what the customer chose and typed stays, as only the words change.
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';

export function LanguageSwitcher() {
  const { t, locale, changeLocale } = usePublicI18n();
  if (!changeLocale) return null;
  return (
    <select
      aria-label={t('page.language')}
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
