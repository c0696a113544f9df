// One catalogue card: name, badges, description, the first three features and what connecting does today.
// 'stored' cards connect at once; calendar and webhook cards open their dialog (connect from there, manage later).
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { type IntegrationsMessageId, useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import type { IntegrationEntry } from '#shared/domain/integrations.ts';
import { useStripeStatus } from './api.ts';
import { CalendarDialog } from './calendar-dialog.tsx';
import { featureId } from './integration-words.ts';
import { useConnectionToasts } from './use-connection-toasts.ts';
import { WebhookDialog } from './webhook-dialog.tsx';

const FEATURES_SHOWN = 3;

export function IntegrationCard({ entry, connected }: { entry: IntegrationEntry; connected: boolean }) {
  const { run, mutation } = useConnectionToasts(entry);
  const { t } = useIntegrationsI18n();
  const [open, setOpen] = useState(false);
  const titleId = `integration-${entry.id}`;
  const hasDialog = entry.kind === 'calendar' || entry.kind === 'webhook';

  const connectButton = entry.comingSoon ? (
    <Button variant="outline" disabled>
      {t('card.comingSoon')}
    </Button>
  ) : connected ? (
    <>
      {hasDialog ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('card.manage')}
          <span className="sr-only"> {entry.name}</span>
        </Button>
      ) : null}
      <Button variant="outline" disabled={mutation.isPending} onClick={() => run(false)}>
        {t('card.disconnect')}
        <span className="sr-only"> {entry.name}</span>
      </Button>
    </>
  ) : (
    <Button disabled={mutation.isPending} onClick={() => (hasDialog ? setOpen(true) : run(true))}>
      {t('card.connect')}
      <span className="sr-only"> {entry.name}</span>
    </Button>
  );

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-5"
      data-testid={`integration-${entry.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {entry.name}
        </h2>
        <div className="flex flex-wrap gap-1">
          {entry.popular ? <Badge variant="secondary">{t('card.popular')}</Badge> : null}
          {entry.comingSoon ? <Badge variant="outline">{t('card.comingSoon')}</Badge> : null}
          {connected ? <Badge variant="success">{t('card.connected')}</Badge> : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`entry.description.${entry.id}` as IntegrationsMessageId)}
      </p>
      <ul className="grid gap-1 text-sm" aria-label={t('card.features', { name: entry.name })}>
        {entry.features.slice(0, FEATURES_SHOWN).map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
            {t(`entry.feature.${featureId(feature)}` as IntegrationsMessageId)}
          </li>
        ))}
      </ul>
      {connected ? <ConnectedNote entry={entry} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{connectButton}</div>
      {entry.kind === 'calendar' ? (
        <CalendarDialog entry={entry} connected={connected} open={open} onOpenChange={setOpen} />
      ) : null}
      {entry.kind === 'webhook' ? (
        <WebhookDialog entry={entry} connected={connected} open={open} onOpenChange={setOpen} />
      ) : null}
    </li>
  );
}

/** What the connected card does today; Stripe's depends on whether this server has its Stripe keys. */
function ConnectedNote({ entry }: { entry: IntegrationEntry }) {
  const stripe = useStripeStatus(entry.kind === 'stripe');
  const { t } = useIntegrationsI18n();
  const note =
    entry.kind === 'stripe' && stripe.data?.configured === false
      ? t('card.note.stripeOff')
      : t(`card.note.${entry.kind}`);
  return <p className="text-sm font-medium">{note}</p>;
}
