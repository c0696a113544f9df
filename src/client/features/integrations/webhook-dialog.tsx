// Zapier, IFTTT, Slack and Microsoft Teams: the owner pastes the webhook URL their tool gives them; Bookwell then
// posts booking created, rescheduled, cancelled and completed and payment recorded as signed JSON. Once
// connected: the signing secret, the last attempts (refreshed while open) and 'Send test event'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount, instantFormats } from '#client/lib/app-i18n/app-i18n.ts';
import { type IntegrationsMessageId, useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import { type IntegrationEntry, WEBHOOK_SIGNATURE_HEADER } from '#shared/domain/integrations.ts';
import { connectInputSchema, type WebhookDelivery } from '#shared/schemas/integrations.ts';
import { useSendTestEvent, useWebhookDetails } from './api.ts';
import { useConnectionToasts } from './use-connection-toasts.ts';

/** The connect body's own webhook URL rule, required here. */
const webhookUrlFormSchema = connectInputSchema.pick({ webhookUrl: true }).required();

/** The tools whose hint the catalog holds ('webhook.where.{id}'). */
const WHERE_TO_FIND = new Set(['zapier', 'ifttt', 'slack', 'microsoft-teams']);

export function WebhookDialog({
  entry,
  connected,
  open,
  onOpenChange,
}: {
  entry: IntegrationEntry;
  connected: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const details = useWebhookDetails(entry.id, open && connected);
  const { run, mutation } = useConnectionToasts(entry);
  const { t } = useIntegrationsI18n();
  const form = useForm<z.input<typeof webhookUrlFormSchema>, unknown, z.output<typeof webhookUrlFormSchema>>({
    resolver: zodResolver(webhookUrlFormSchema),
    defaultValues: { webhookUrl: '' },
  });

  const save = form.handleSubmit(({ webhookUrl }) =>
    run(true, {
      webhookUrl,
      onSuccess: () => form.reset(),
      onError: (failure) =>
        form.setError('webhookUrl', { message: errorMessage(failure, t('toast.connectFailed')) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{connected ? entry.name : t('dialog.connect', { name: entry.name })}</DialogTitle>
          <DialogDescription>
            {t('webhook.description', { header: WEBHOOK_SIGNATURE_HEADER })}
          </DialogDescription>
        </DialogHeader>
        {connected ? <WebhookDetailsView entry={entry} details={details} /> : null}
        <form className="grid gap-3" onSubmit={save} noValidate>
          <FormField
            label={t(connected ? 'webhook.newUrl' : 'webhook.url')}
            hint={
              WHERE_TO_FIND.has(entry.id)
                ? t(`webhook.where.${entry.id}` as IntegrationsMessageId)
                : undefined
            }
            error={form.formState.errors.webhookUrl?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://"
                {...form.register('webhookUrl')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={mutation.isPending}>
              {connected ? t('webhook.changeUrl') : t('dialog.connect', { name: entry.name })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function WebhookDetailsView({
  entry,
  details,
}: {
  entry: IntegrationEntry;
  details: ReturnType<typeof useWebhookDetails>;
}) {
  const test = useSendTestEvent(entry.id);
  const { t } = useIntegrationsI18n();
  if (details.isPending) return <Spinner label={t('webhook.loading')} />;
  if (details.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(details.error)}
      </p>
    );
  }
  const { url, secret, deliveries } = details.data;
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => toast({ title: t('webhook.testSent'), description: t('webhook.testSentText') }),
      onError: (failure) =>
        toast({
          title: t('toast.error'),
          description: errorMessage(failure, t('webhook.testFailed')),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">{t('webhook.postingTo')}</dt>
          <dd className="font-mono text-xs break-all">{url}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium">{t('webhook.secret')}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2">
            <output
              aria-label={t('webhook.secret')}
              className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
            >
              {secret}
            </output>
            <CopyButton
              text={secret}
              what={t('webhook.secretWhat')}
              labels={{ copy: t('copy.copy'), copied: t('copy.copied') }}
            />
          </dd>
          <dd className="text-xs text-muted-foreground">
            {t('webhook.signature', { header: WEBHOOK_SIGNATURE_HEADER })}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('webhook.log')}</h3>
        <Button variant="outline" size="sm" onClick={sendTest} disabled={test.isPending}>
          {t('webhook.sendTest')}
        </Button>
      </div>
      <DeliveryLog deliveries={deliveries} />
    </div>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  // In the business's zone, as every owner page dates things (the owner's business is already loaded).
  const timeZone = useMyBusiness().data?.timezone;
  const { t, intl } = useIntegrationsI18n();
  const { when } = instantFormats(intl, (parts) => t('webhook.at', parts));
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('webhook.noDeliveries')}</p>;
  }
  return (
    <div className="max-h-64 overflow-auto rounded-md border">
      <table className="w-full text-start text-xs">
        <caption className="sr-only">{t('webhook.caption')}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('webhook.time')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('webhook.event')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('webhook.status')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('webhook.duration')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('webhook.error')}
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t" data-testid="webhook-delivery">
              <td className="px-2 py-1.5 whitespace-nowrap">{timeZone ? when(d.at, timeZone) : null}</td>
              <td className="px-2 py-1.5 font-mono">{d.event}</td>
              <td className="px-2 py-1.5 tabular-nums">{d.statusCode ?? '—'}</td>
              <td className="px-2 py-1.5 tabular-nums">
                {t('webhook.ms', { ms: formatCount(d.durationMs, intl) })}
              </td>
              <td className="px-2 py-1.5 break-words">{d.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
