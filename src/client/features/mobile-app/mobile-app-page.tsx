// /pwa (mobile-app.tsx) behind a small first chunk, as /auth is (features/auth/auth-page.tsx): the flow brings the
// app's language machinery with it, and as a route of its own the names of those chunks would lengthen the list of
// what the app's entry preloads for each route, which every public page downloads (scripts/check-bundle.ts).
import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';

const MobileApp = lazy(async () => ({ default: (await import('./mobile-app.tsx')).MobileApp }));

export function MobileAppPage() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Loading" />}>
      <MobileApp />
    </Suspense>
  );
}
