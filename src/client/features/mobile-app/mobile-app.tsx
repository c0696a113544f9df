// The mobile app flow at /pwa (spec part 2 §2, §4): loading → auth → subscription offer → (business setup) →
// dashboard. The dashboard is only reached through the subscription step. Outside the app's frame, so it brings the
// app's language itself (docs/decisions/044): the user's, else the one chosen on the public pages, else the browser's.
import { type ReactNode, useCallback, useState } from 'react';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { useOwnerBusiness } from './api/mobile-business.ts';
import { AuthScreen } from './components/auth-screen.tsx';
import { BusinessSetupScreen } from './components/business-setup-screen.tsx';
import { LoadingScreen } from './components/loading-screen.tsx';
import { MobileDashboard } from './components/mobile-dashboard.tsx';
import { SubscriptionScreen } from './components/subscription-screen.tsx';

export type MobileStep = 'loading' | 'auth' | 'subscription' | 'dashboard';

function DashboardStep({ user, onSessionExpired }: { user: PublicUser; onSessionExpired: () => void }) {
  const { t } = usePwaI18n();
  const business = useOwnerBusiness();
  if (business.isPending) return <FullScreenSpinner label={t('page.loadingBusiness')} />;
  // No business yet (404) or the check failed: the setup form (MOB-22).
  if (business.isError || !business.data) {
    return <BusinessSetupScreen user={user} onSessionExpired={onSessionExpired} />;
  }
  return <MobileDashboard user={user} business={business.data} />;
}

export function MobileApp() {
  return (
    <AppLocaleProvider>
      <MobileFlow />
    </AppLocaleProvider>
  );
}

function MobileFlow() {
  const { t } = usePwaI18n();
  const auth = useAuth();
  // Read during the loading screen for a signed-in owner, so the dashboard step finds it in the cache.
  const business = useOwnerBusiness({ enabled: Boolean(auth.user) });
  const [step, setStep] = useState<MobileStep>('loading');
  const [flowUser, setFlowUser] = useState<PublicUser | null>(null);
  const user = flowUser ?? auth.user;

  // Someone already signed in skips the sign-in form and keeps their session.
  const finishLoading = useCallback(() => setStep(auth.user ? 'subscription' : 'auth'), [auth.user]);
  const backToAuth = () => {
    setFlowUser(null);
    setStep('auth');
  };

  let screen: ReactNode;
  if (step === 'loading') {
    screen = (
      <LoadingScreen
        work={{
          sessionPending: auth.isLoading,
          businessPending: Boolean(auth.user) && business.isPending,
        }}
        onDone={finishLoading}
      />
    );
  } else if (step === 'auth' || !user) {
    screen = (
      <AuthScreen
        onAuthenticated={(signedIn) => {
          setFlowUser(signedIn);
          setStep('subscription');
        }}
      />
    );
  } else if (step === 'subscription') {
    screen = <SubscriptionScreen user={user} onDone={() => setStep('dashboard')} />;
  } else {
    screen = <DashboardStep user={user} onSessionExpired={backToAuth} />;
  }

  return (
    <>
      <PageMeta title={t('page.title')} description={t('page.description')} path="/pwa" />
      <main id="main-content" className="mx-auto min-h-dvh max-w-md bg-background shadow-sm">
        {screen}
      </main>
    </>
  );
}
