// Settings card: API keys for the public REST API. A new key is shown once, with a copy button, until the owner
// dismisses it; the list shows each key's name, first characters, creation and last use, and revokes a key at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { type AccountMessageId, useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import { instantFormats } from '#client/lib/app-i18n/app-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { withServerMessage } from '#client/lib/server-issues.ts';
import {
  type ApiKeyView,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeyInputSchema,
} from '#shared/schemas/api-key.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

type T = Translator<AccountMessageId>;

/** The error toast of a failed create or revoke, with the server's reason for a 4xx. */
const failed = (t: T, base: AccountMessageId) => (error: unknown) =>
  toast({
    title: t('apiKeys.error'),
    description: withServerMessage(t(base), error),
    variant: 'destructive',
  });

/** `timeZone`: the business's, which dates the keys' creation and use. */
export function ApiKeysSection({ timeZone }: { timeZone: string }) {
  const { t } = useAccountI18n();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const form = useForm<CreateApiKeyInput>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: '' },
  });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (key) => {
        setCreated(key);
        form.reset();
        toast({ title: t('apiKeys.created'), description: key.name });
      },
      onError: failed(t, 'apiKeys.createFailed'),
    }),
  );

  return (
    <SettingsSection
      id="api-keys"
      icon={KeyRound}
      title={t('apiKeys.title')}
      description={
        <>
          {t('apiKeys.description')}{' '}
          <a href="/api/docs" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('apiKeys.reference')}
          </a>
        </>
      }
    >
      <div className="grid gap-5">
        {created ? <NewKey apiKey={created} onDone={() => setCreated(null)} t={t} /> : null}
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField
            label={t('apiKeys.name')}
            error={form.formState.errors.name?.message}
            className="min-w-0 flex-1 basis-56"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={100}
                placeholder={t('apiKeys.namePlaceholder')}
                {...form.register('name')}
              />
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? (
              <Spinner label={t('apiKeys.creating')} className="[&_svg]:text-current" />
            ) : null}
            {t('apiKeys.create')}
          </Button>
        </form>
        {keys.isPending ? (
          <Spinner label={t('apiKeys.loading')} />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(keys.error)}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('apiKeys.empty')}</p>
        ) : (
          <ul className="grid divide-y" aria-label={t('apiKeys.title')}>
            {keys.data.map((key) => (
              <KeyRow key={key.id} apiKey={key} timeZone={timeZone} t={t} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

/** The key just created, shown this once. */
function NewKey({ apiKey, onDone, t }: { apiKey: CreatedApiKey; onDone: () => void; t: T }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(apiKey.key).then(
      () => setCopied(true),
      () =>
        toast({ title: t('copy.failed'), description: t('apiKeys.copyFailedText'), variant: 'destructive' }),
    );
  return (
    <div className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-medium">{t('apiKeys.copyNow', { name: apiKey.name })}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <output
          aria-label={t('apiKeys.newKey', { name: apiKey.name })}
          className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 font-mono text-xs"
        >
          {apiKey.key}
        </output>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
          <span className="sr-only">{t('apiKeys.theKey')}</span>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, timeZone, t }: { apiKey: ApiKeyView; timeZone: string; t: T }) {
  const { intl } = useAccountI18n();
  const { when: whenIn } = instantFormats(intl, (parts) => t('when.at', parts));
  const when = (iso: string) => whenIn(iso, timeZone);
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('apiKeys.revoked'), description: apiKey.name });
      },
      onError: failed(t, 'apiKeys.revokeFailed'),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {apiKey.name}
          {apiKey.revokedAt ? <Badge variant="secondary">{t('apiKeys.revokedBadge')}</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.keyPrefix}…</p>
        <p className="text-xs text-muted-foreground">
          {[
            t('apiKeys.createdAt', { when: when(apiKey.createdAt) }),
            apiKey.lastUsedAt
              ? t('apiKeys.lastUsed', { when: when(apiKey.lastUsedAt) })
              : t('apiKeys.neverUsed'),
            ...(apiKey.revokedAt ? [t('apiKeys.revokedAt', { when: when(apiKey.revokedAt) })] : []),
          ].join(' · ')}
        </p>
      </div>
      {apiKey.revokedAt ? null : (
        <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('apiKeys.revoke')}
          <span className="sr-only"> {apiKey.name}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('apiKeys.revokeTitle')}
        description={t('apiKeys.revokeText', { name: apiKey.name })}
        confirmLabel={t('apiKeys.revokeKey')}
        pendingLabel={t('apiKeys.revoking')}
        cancelLabel={t('dialog.cancel')}
        destructive
        pending={revoke.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
