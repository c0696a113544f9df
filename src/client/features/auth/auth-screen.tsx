// /auth: 'Sign In' and 'Sign Up' tabs, social sign-in, and the feature panel on large screens.
// A signed-in visitor is sent on to ?next (a path on this site) or /dashboard. ?email= (from a team invitation)
// fixes the sign-up address and fills in the sign-in one. Outside the app's frame, so it brings the app's language
// itself (docs/decisions/041): the user's, else the one chosen on the public pages, else the browser's.
import { AlertCircle, CalendarCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { paths, safeNextPath } from '#client/app/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';
import { authUrlError } from './auth-messages.ts';
import { AuthSidePanel } from './components/auth-side-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { SocialSignIn } from './components/social-sign-in.tsx';

type Tab = 'signin' | 'signup';

export function AuthScreen() {
  return (
    <AppLocaleProvider>
      <AuthContent />
    </AppLocaleProvider>
  );
}

function AuthContent() {
  const { t } = useAuthI18n();
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const urlError = authUrlError(params.get('error'), t);
  const invitedEmail = params.get('email') ?? undefined;

  const documentTitle = t('page.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    // Signing in ends with a toast: fetch the toast UI ahead of it.
    void import('#client/components/ui/toaster.tsx');
  }, []);

  if (isLoading) return <FullScreenSpinner label={t('page.checkingSession')} />;
  if (user) return <Redirect to={safeNextPath(params.get('next'))} replace />;

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signup') updated.set('tab', 'signup');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid min-h-dvh bg-muted/40 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <Link
          href={paths.home}
          className="flex w-fit items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand text-white shadow-sm">
            <CalendarCheck className="size-5" aria-hidden="true" />
          </span>
          Bookwell
        </Link>
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-md border-0 shadow-xl shadow-emerald-900/5 sm:border">
            <CardHeader className="pb-4 text-center">
              <h1 className="text-2xl font-bold tracking-tight">
                {tab === 'signup' ? t('page.title.signup') : t('page.title.signin')}
              </h1>
              <CardDescription>
                {invitedEmail
                  ? t('page.intro.invited', { email: invitedEmail })
                  : tab === 'signup'
                    ? t('page.intro.signup')
                    : t('page.intro.signin')}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {urlError ? (
                <Alert variant="destructive">
                  <AlertCircle aria-hidden="true" />
                  <AlertTitle>{urlError.title}</AlertTitle>
                  <AlertDescription>{urlError.description}</AlertDescription>
                </Alert>
              ) : null}
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin">{t('page.tab.signin')}</TabsTrigger>
                  <TabsTrigger value="signup">{t('page.tab.signup')}</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="grid gap-4">
                  {/* Google sign-in of a two-factor account lands here with ?step=two-factor. */}
                  <LoginForm
                    twoFactorPending={params.get('step') === 'two-factor'}
                    defaultEmail={invitedEmail}
                  />
                  <SocialSignIn />
                </TabsContent>
                <TabsContent value="signup" className="grid gap-4">
                  <RegisterForm fixedEmail={invitedEmail} />
                  <SocialSignIn />
                  {invitedEmail ? null : (
                    <p className="text-center text-xs text-muted-foreground">{t('page.trial')}</p>
                  )}
                </TabsContent>
              </Tabs>
              {import.meta.env.DEV ? <DevLogin /> : null}
            </CardContent>
          </Card>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}

/** Development only: one click into the seeded demo owner's account. */
function DevLogin() {
  const { t } = useAuthI18n();
  const { devLoginMutation } = useAuth();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="justify-self-center text-muted-foreground"
      disabled={devLoginMutation.isPending}
      onClick={() =>
        devLoginMutation.mutate(undefined, {
          onError: (error) =>
            toast({ title: t('dev.failed'), description: errorMessage(error), variant: 'destructive' }),
        })
      }
    >
      {t('dev.signIn')}
    </Button>
  );
}
