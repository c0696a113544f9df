// /invite/{token} (the emailed link, or the typed code: the server reads either) and /invite (the form for the
// code). The page shows what the invitation is for; someone signed out creates their account (the email fixed to the invited one) or signs in and comes
// back here; someone signed in joins, and lands on that business's dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { authPath, paths } from '#client/app/paths.ts';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAcceptInvitation } from '#client/entities/memberships/api/act-in-business.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useInvitationsI18n } from '#client/lib/app-i18n/invitations-i18n.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import { acceptInvitationInputSchema, type InvitationPreview } from '#shared/schemas/team-access.ts';
import { useInvitation } from './api/get-invitation.ts';

/** The /auth address that comes back to this invitation, on the 'Sign Up' tab with the invited email. */
export function invitationAuthPath(next: string, email?: string): string {
  if (!email) return authPath(next);
  return `${paths.auth}?${new URLSearchParams({ tab: 'signup', email, next })}`;
}

function InviteFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useInvitationsI18n();
  const documentTitle = t('page.documentTitle', { title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="flex justify-center py-6 sm:py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Users className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

export function InvitePage() {
  const { token } = useParams<{ token?: string }>();
  return token ? <InvitationByLink token={token} /> : <InvitationByCode />;
}

function InvitationByLink({ token }: { token: string }) {
  const { t } = useInvitationsI18n();
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <div className="flex min-h-[40dvh] items-center justify-center">
        <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <InviteFrame title={t('invalid.title')}>
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(invitation.error)}</AlertDescription>
        </Alert>
        <p className="text-center text-sm text-muted-foreground">
          {t('invalid.newerCode')}{' '}
          <Link href={paths.invite.build()} className="font-medium text-primary underline">
            {t('invalid.enterCode')}
          </Link>
        </p>
      </InviteFrame>
    );
  }
  return <InvitationDetails token={token} preview={invitation.data} />;
}

function InvitationDetails({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t, intl } = useInvitationsI18n();
  const { user } = useAuth();
  const accept = useAcceptInvitation();
  const here = paths.invite.build(token);
  const otherAccount = user && user.email.toLowerCase() !== preview.email.toLowerCase();
  return (
    <InviteFrame
      title={t('details.title', { business: preview.businessName })}
      description={t('details.intro', { business: preview.businessName, member: preview.memberName })}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <dt className="text-muted-foreground">{t('details.business')}</dt>
        <dd className="font-medium">{preview.businessName}</dd>
        <dt className="text-muted-foreground">{t('details.member')}</dt>
        <dd className="font-medium">{preview.memberName}</dd>
        <dt className="text-muted-foreground">{t('details.role')}</dt>
        <dd className="font-medium">{t(`details.role.${preview.role}`)}</dd>
        <dt className="text-muted-foreground">{t('details.email')}</dt>
        <dd className="font-medium break-all">{preview.email}</dd>
        <dt className="text-muted-foreground">{t('details.validUntil')}</dt>
        <dd className="font-medium">
          {formatInstantDate(
            preview.expiresAt,
            Intl.DateTimeFormat().resolvedOptions().timeZone,
            undefined,
            intl,
          )}
        </dd>
      </dl>
      {user ? (
        <>
          {otherAccount ? (
            <p className="text-sm text-muted-foreground">
              {t('details.otherAccount', { user: user.email, email: preview.email })}
            </p>
          ) : null}
          <MutationError error={accept.error} fallback={t('details.acceptFailed')} />
          <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
            {accept.isPending ? (
              <Spinner label={t('details.joining')} className="[&_svg]:text-current" />
            ) : null}
            {t('details.title', { business: preview.businessName })}
          </Button>
        </>
      ) : (
        <>
          <Button asChild size="lg">
            <Link href={invitationAuthPath(here, preview.email)}>{t('details.createAccount')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={invitationAuthPath(here)}>{t('details.signIn')}</Link>
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            {t('details.alreadyHave', { email: preview.email })}
          </p>
        </>
      )}
    </InviteFrame>
  );
}

/** The typed code opens the same page as the link (the server reads either), so everyone sees what they join. */
function InvitationByCode() {
  const { t } = useInvitationsI18n();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(acceptInvitationInputSchema), defaultValues: { token: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ token }) => navigate(paths.invite.build(token)));

  return (
    <InviteFrame title={t('code.title')} description={t('code.intro')}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('code.form')}>
        <FormField
          label={t('code.field')}
          error={errors.token?.message}
          hint={t('code.hint', { example: 'K7MQ-9XDA' })}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono tracking-widest uppercase"
              {...form.register('token')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg">
          {t('code.continue')}
        </Button>
      </form>
    </InviteFrame>
  );
}
