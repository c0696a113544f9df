// The booking page as a route of the app (the router loads it when the app navigates to /book/{slug}); a first
// visit gets the server-rendered document instead, whose entry renders BookingPage without the router. Here the
// browser chooses the language the server would have (docs/decisions/032), once the business's default is known.
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import {
  ENGLISH_MESSAGES,
  loadPublicMessages,
  usePublicI18n,
} from '#client/entities/public-business/i18n.ts';
import { LocaleProvider, rememberedLocale } from '#client/lib/i18n/locale-provider.tsx';
import { chooseLocale } from '#shared/i18n/choose-locale.ts';
import { BookingPage } from './booking-page.tsx';

export function BookPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <LocaleProvider locale="en" messages={ENGLISH_MESSAGES} load={loadPublicMessages}>
      <BrowserLocale slug={slug} />
      <BookingPage slug={slug} />
    </LocaleProvider>
  );
}

/** The address's language, else the remembered choice, else the browser's languages, else the business's. */
function BrowserLocale({ slug }: { slug: string }) {
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
