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
import { formatInstant } from '#client/lib/format.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import {
  type ApiKeyView,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeyInputSchema,
} from '#shared/schemas/api-key.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

/** The error toast of a failed create or revoke, with the server's reason for a 4xx. */
const failed = (base: string) => (error: unknown) =>
  toast({ title: 'Error', description: withServerMessage(base, error), variant: 'destructive' });

/** `timeZone`: the business's, which dates the keys' creation and use. */
export function ApiKeysSection({ timeZone }: { timeZone: string }) {
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
        toast({ title: 'API key created', description: key.name });
      },
      onError: failed('Failed to create the API key'),
    }),
  );

  return (
    <SettingsSection
      id="api-keys"
      icon={KeyRound}
      title="API keys"
      description={
        <>
          Let other tools read your bookings, clients and services and book, reschedule or cancel appointments
          for you through the Bookwell API. Keep keys secret: a key acts for your business.{' '}
          <a href="/api/docs" className="font-medium text-primary underline-offset-4 hover:underline">
            API reference
          </a>
        </>
      }
    >
      <div className="grid gap-5">
        {created ? <NewKey apiKey={created} onDone={() => setCreated(null)} /> : null}
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField
            label="Key name"
            error={form.formState.errors.name?.message}
            className="min-w-0 flex-1 basis-56"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={100}
                placeholder="For example: Zapier"
                {...form.register('name')}
              />
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner label="Creating the key" className="[&_svg]:text-current" /> : null}
            Create key
          </Button>
        </form>
        {keys.isPending ? (
          <Spinner label="Loading API keys" />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(keys.error)}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul className="grid divide-y" aria-label="API keys">
            {keys.data.map((key) => (
              <KeyRow key={key.id} apiKey={key} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

/** The key just created, shown this once. */
function NewKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(apiKey.key).then(
      () => setCopied(true),
      () => toast({ title: 'Copy Failed', description: 'Could not copy the key.', variant: 'destructive' }),
    );
  return (
    <div className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-medium">
        Copy the key “{apiKey.name}” now: for your security it will not be shown again.
      </p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <output
          aria-label={`New API key ${apiKey.name}`}
          className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 font-mono text-xs"
        >
          {apiKey.key}
        </output>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> the key</span>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, timeZone }: { apiKey: ApiKeyView; timeZone: string }) {
  const when = (iso: string) => formatInstant(iso, timeZone);
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'API key revoked', description: apiKey.name });
      },
      onError: failed('Failed to revoke the API key'),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {apiKey.name}
          {apiKey.revokedAt ? <Badge variant="secondary">Revoked</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.keyPrefix}…</p>
        <p className="text-xs text-muted-foreground">
          Created {when(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `last used ${when(apiKey.lastUsedAt)}` : 'never used'}
          {apiKey.revokedAt ? ` · revoked ${when(apiKey.revokedAt)}` : ''}
        </p>
      </div>
      {apiKey.revokedAt ? null : (
        <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this API key?"
        description={`Anything using “${apiKey.name}” stops working at once. This cannot be undone.`}
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        destructive
        pending={revoke.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
