// The booking page as a route of the app (the router loads it when the app navigates to /book/{slug}); a first
// visit gets the server-rendered document instead, whose entry renders BookingPage without the router. Here the
// browser chooses the language the server would have (docs/decisions/032), once the business's default is known,
// and wears the owner's colours, which the server-rendered document has on <html> from the start.
import { useParams } from 'wouter';
import { useCustomizationTheme } from '#client/entities/customization/use-customization-theme.ts';
import { useClientCustomization } from '#client/entities/public-business/api/get-client-customization.ts';
import { BrowserLocale } from '#client/entities/public-business/components/browser-locale.tsx';
import { ENGLISH_MESSAGES, loadPublicMessages } from '#client/entities/public-business/i18n.ts';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import { BookingPage } from './booking-page.tsx';

export function BookPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  useCustomizationTheme(useClientCustomization(slug).data);
  return (
    <LocaleProvider locale="en" messages={ENGLISH_MESSAGES} load={loadPublicMessages}>
      <BrowserLocale slug={slug} />
      <BookingPage slug={slug} />
    </LocaleProvider>
  );
}
