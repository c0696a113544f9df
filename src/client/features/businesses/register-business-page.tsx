// Create Business Profile (/register-business, spec part 1 §2, §5, §8): back link, the form, Cancel; an owner
// who already has a business goes to the dashboard; a lost session shows the logout notice and signs in again.
import { ArrowLeft, LogIn, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useBusinessesI18n } from '#client/lib/app-i18n/businesses-i18n.ts';
import { placeServerIssues } from '#client/lib/server-issues.ts';
import { type CreateBusinessPayload, useCreateBusiness } from './api/create-business.ts';
import {
  BUSINESS_FORM_FIELDS,
  RegisterBusinessForm,
  useRegisterBusinessForm,
} from './components/register-business-form.tsx';

const LOGIN_REDIRECT_DELAY_MS = 500;

/** The spec's test for a lost session: the error message starts with 401 and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401') && error.message.includes('Unauthorized');
}

export function RegisterBusinessPage() {
  const { t } = useBusinessesI18n();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const business = useMyBusiness();
  const createBusiness = useCreateBusiness();
  const form = useRegisterBusinessForm(user?.email ?? '');
  const [loggedOut, setLoggedOut] = useState(false);

  useEffect(() => {
    if (!loggedOut) return;
    const timer = setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedOut]);

  const onSubmit = (values: CreateBusinessPayload) => {
    createBusiness.mutate(values, {
      onSuccess: () => {
        toast({ title: t('toast.created.title'), description: t('toast.created.text') });
        navigate(paths.dashboard);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          setLoggedOut(true);
          return;
        }
        placeServerIssues(error, BUSINESS_FORM_FIELDS, form.setError);
        toast({
          title: t('toast.failed.title'),
          description: errorMessage(error, t('toast.failed.text')),
          variant: 'destructive',
        });
      },
    });
  };

  if (business.isPending) {
    return (
      <div className="flex min-h-[40dvh] items-center justify-center">
        <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  // Only an owner who arrived with a business is sent away here; a fresh create navigates by itself.
  if (business.data && !createBusiness.isSuccess) return <Redirect to={paths.dashboard} replace />;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <Link
        href={paths.dashboard}
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('page.back')}
      </Link>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {loggedOut ? (
        <Alert variant="destructive" className="mb-6">
          <LogIn aria-hidden="true" />
          <AlertDescription>{t('page.loggedOut')}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <div className="flex items-center gap-3 border-b px-6 py-4">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Store className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold">{t('page.details.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('page.details.text')}</p>
          </div>
        </div>
        <CardContent className="pt-6">
          <RegisterBusinessForm form={form} pending={createBusiness.isPending} onSubmit={onSubmit} />
        </CardContent>
      </Card>
    </div>
  );
}
