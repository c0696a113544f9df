// The language of a client page the app navigates to (no server render: a booking's or a waitlist entry's link,
// the dashboard when its server render is unavailable): English first, then the language the server would have
// chosen (docs/decisions/040).
import type { ReactNode } from 'react';
import { BrowserLocale } from '#client/entities/public-business/components/browser-locale.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import { CLIENT_ENGLISH, loadClientMessages } from './i18n.ts';

export function ClientLocale({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <LocaleProvider locale="en" messages={CLIENT_ENGLISH} load={loadClientMessages}>
      <BrowserLocale slug={slug} />
      {children}
    </LocaleProvider>
  );
}
