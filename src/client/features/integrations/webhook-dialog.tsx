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
import { formatInstant } from '#client/lib/format.ts';
import { type IntegrationEntry, WEBHOOK_SIGNATURE_HEADER } from '#shared/domain/integrations.ts';
import { connectInputSchema, type WebhookDelivery } from '#shared/schemas/integrations.ts';
import { useSendTestEvent, useWebhookDetails } from './api.ts';
import { useConnectionToasts } from './use-connection-toasts.ts';

/** The connect body's own webhook URL rule, required here. */
const webhookUrlFormSchema = connectInputSchema.pick({ webhookUrl: true }).required();

const WHERE_TO_FIND: Record<string, string> = {
  zapier: "In Zapier, start a Zap with 'Webhooks by Zapier' → 'Catch Hook' and copy its URL.",
  ifttt:
    "In IFTTT, use the 'Webhooks' service's 'Receive a web request with a JSON payload' trigger and copy its URL.",
  slack: "In Slack, add an 'Incoming Webhooks' app (or a Workflow webhook) to a channel and copy its URL.",
  'microsoft-teams': "In Teams, add a 'Workflows' webhook to a channel and copy its URL.",
};

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
  const form = useForm<z.input<typeof webhookUrlFormSchema>, unknown, z.output<typeof webhookUrlFormSchema>>({
    resolver: zodResolver(webhookUrlFormSchema),
    defaultValues: { webhookUrl: '' },
  });

  const save = form.handleSubmit(({ webhookUrl }) =>
    run(true, {
      webhookUrl,
      onSuccess: () => form.reset(),
      onError: (failure) =>
        form.setError('webhookUrl', { message: errorMessage(failure, 'Failed to connect the integration.') }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{connected ? entry.name : `Connect ${entry.name}`}</DialogTitle>
          <DialogDescription>
            Bookwell posts booking created, rescheduled, cancelled and completed and payment recorded events
            to your webhook as JSON, signed in the {WEBHOOK_SIGNATURE_HEADER} header.
          </DialogDescription>
        </DialogHeader>
        {connected ? <WebhookDetailsView entry={entry} details={details} /> : null}
        <form className="grid gap-3" onSubmit={save} noValidate>
          <FormField
            label={connected ? 'New webhook URL' : 'Webhook URL'}
            hint={WHERE_TO_FIND[entry.id]}
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
              {connected ? 'Change URL' : `Connect ${entry.name}`}
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
  if (details.isPending) return <Spinner label="Loading the webhook" />;
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
      onSuccess: () =>
        toast({ title: 'Test event sent', description: 'It appears in the delivery log below.' }),
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to send the test event.'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">Posting to</dt>
          <dd className="font-mono text-xs break-all">{url}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium">Signing secret</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2">
            <output
              aria-label="Signing secret"
              className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
            >
              {secret}
            </output>
            <CopyButton text={secret} what="the signing secret" />
          </dd>
          <dd className="text-xs text-muted-foreground">
            {WEBHOOK_SIGNATURE_HEADER} is t=&lt;unix time&gt;,v1=&lt;hex HMAC-SHA256 of
            "&lt;t&gt;.&lt;body&gt;" with this secret&gt;.
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Delivery log</h3>
        <Button variant="outline" size="sm" onClick={sendTest} disabled={test.isPending}>
          Send test event
        </Button>
      </div>
      <DeliveryLog deliveries={deliveries} />
    </div>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  // In the business's zone, as every owner page dates things (the owner's business is already loaded).
  const timeZone = useMyBusiness().data?.timezone;
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to try it.</p>;
  }
  return (
    <div className="max-h-64 overflow-auto rounded-md border">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">The last 50 delivery attempts, newest first</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Time
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Event
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Duration
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Error
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t" data-testid="webhook-delivery">
              <td className="px-2 py-1.5 whitespace-nowrap">
                {timeZone ? formatInstant(d.at, timeZone) : null}
              </td>
              <td className="px-2 py-1.5 font-mono">{d.event}</td>
              <td className="px-2 py-1.5 tabular-nums">{d.statusCode ?? '—'}</td>
              <td className="px-2 py-1.5 tabular-nums">{d.durationMs} ms</td>
              <td className="px-2 py-1.5 break-words">{d.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
