// A public page the app navigates to (no server render): the browser chooses the language the server would have
// (docs/decisions/032), once the business's default is known — the address's, else the remembered choice, else the
// browser's languages, else the business's. Used by the booking page's and the client pages' routes.
import { useEffect } from 'react';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { rememberedLocale } from '#client/lib/i18n/locale-provider.tsx';
import { chooseLocale } from '#shared/i18n/choose-locale.ts';

export function BrowserLocale({ slug }: { slug: string }) {
  const fallback = usePublicBusiness(slug).data?.language;
  const { changeLocale } = usePublicI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen once per business; the switcher does the rest.
  useEffect(() => {
    if (!fallback || !changeLocale) return;
    const locale = chooseLocale({
      requested: new URL(window.location.href).searchParams.get('lang'),
      remembered: rememberedLocale(),
      accepted: navigator.languages,
      fallback,
    });
    if (locale !== 'en') void changeLocale(locale, false);
    // The rest of the app is English (for now): leaving the page gives it back its direction.
    return () => {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    };
  }, [fallback]);
  return null;
}
