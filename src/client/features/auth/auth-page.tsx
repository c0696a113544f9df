// /auth (auth-screen.tsx) behind a small first chunk: the sign-in page brings the app's language machinery with it,
// and as a route of its own the names of those chunks would lengthen the list of what the app's entry preloads for
// each route, which every public page downloads (/color-generator is at its budget, scripts/check-bundle.ts).
import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';

const AuthScreen = lazy(async () => ({ default: (await import('./auth-screen.tsx')).AuthScreen }));

export function AuthPage() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Loading" />}>
      <AuthScreen />
    </Suspense>
  );
}
