// Component tests of an owner's app page in their language (docs/decisions/041): renderSignedIn as Jordan, the owner
// of Fade Studio, whose profile chose `language`, inside the app's locale provider and quick booking, as the app's
// frame holds its pages. Answer 'GET /api/businesses/me' and what the page asks.
import { type ReactNode, Suspense } from 'react';
import { QuickBookingProvider } from '#client/entities/bookings/quick-booking-context.tsx';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { membershipsOf, renderSignedIn } from './render-signed-in.tsx';

export function renderInAppLanguage(
  page: ReactNode,
  language: Locale,
  answers: Record<string, unknown>,
  { path }: { path: string },
) {
  return renderSignedIn(
    <Suspense fallback={null}>
      <AppLocaleProvider>
        <QuickBookingProvider>{page}</QuickBookingProvider>
      </AppLocaleProvider>
    </Suspense>,
    {
      'GET /api/auth/user': { id: 'u1', email: 'jordan@salon.test', firstName: 'Jordan', language },
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'owner' }),
      ...answers,
    },
    { path },
  );
}
