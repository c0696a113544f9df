// One client in full: figures, notes and preferences, booking history (newest first), contact details to edit,
// and erasing the client. A staff member reads them only (their clients are the ones they see; changing a client
// is the business's).
import { CalendarPlus, Mail, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import { roleMayUse } from '#shared/access.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { useClient } from '../api/get-client.ts';
import { clientFullName, formatVisitDate, mailtoHref, telHref } from '../clients-format.ts';
import { ClientStatusBadge, Figure, visitFigures } from './client-card.tsx';
import { ClientEditForm } from './client-edit-form.tsx';
import { ClientHistory } from './client-history.tsx';
import { ClientNotesForm } from './client-notes-form.tsx';
import { DeleteClientDialog } from './delete-client-dialog.tsx';

type Props = {
  clientId: string | null;
  onClose: () => void;
  onBook: (client: ClientDetail) => void;
  timeZone: string;
  currency: string;
};

function Figures({
  client,
  timeZone,
  currency,
}: {
  client: ClientDetail;
  timeZone: string;
  currency: string;
}) {
  const i18n = useClientsI18n();
  const { t, intl } = i18n;
  const items: Array<[string, string]> = [
    ...visitFigures(client, i18n, timeZone, currency),
    [t('figure.noShows'), formatCount(client.noShows, intl)],
    [t('figure.since'), formatVisitDate(client.createdAt, timeZone, intl) ?? '—'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function DetailBody({ client, onBook, onClose, timeZone, currency }: Props & { client: ClientDetail }) {
  const { t, intl } = useClientsI18n();
  const [confirming, setConfirming] = useState(false);
  const manages = roleMayUse(useCurrentRole().role, 'manager');
  const name = clientFullName(client);
  return (
    <>
      {/* Room for the close button, in the top right corner in either direction (ui/dialog.tsx). */}
      <DialogHeader className="pr-8 sm:text-start">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{name}</DialogTitle>
          <ClientStatusBadge status={client.status} />
        </div>
        <DialogDescription>
          <span dir="ltr">{client.phone}</span>
          {client.email ? ` · ${client.email}` : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={telHref(client.phone)}>
            <Phone aria-hidden="true" />
            {t('action.call')}
          </a>
        </Button>
        {client.email ? (
          <Button asChild variant="outline" size="sm">
            <a href={mailtoHref(client.email)}>
              <Mail aria-hidden="true" />
              {t('action.email')}
            </a>
          </Button>
        ) : null}
        <Button size="sm" onClick={() => onBook(client)}>
          <CalendarPlus aria-hidden="true" />
          {t('action.book')}
        </Button>
      </div>
      <Figures client={client} timeZone={timeZone} currency={currency} />
      <Tabs defaultValue="notes">
        <TabsList className="w-full">
          <TabsTrigger value="notes">{t('detail.notes')}</TabsTrigger>
          <TabsTrigger value="history">
            {t('detail.history', { count: formatCount(client.bookings.length, intl) })}
          </TabsTrigger>
          {manages ? <TabsTrigger value="details">{t('detail.details')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="notes">
          {manages ? (
            <ClientNotesForm client={client} />
          ) : (
            <p className="text-sm whitespace-pre-line text-muted-foreground">
              {client.notes || t('detail.noNotes')}
            </p>
          )}
        </TabsContent>
        <TabsContent value="history">
          <ClientHistory client={client} timeZone={timeZone} currency={currency} />
        </TabsContent>
        {manages ? (
          <TabsContent value="details" className="grid gap-6">
            <ClientEditForm client={client} />
            <div className="grid gap-2 rounded-lg border border-destructive/30 p-4">
              <h3 className="font-semibold">{t('detail.deleteTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('detail.deleteText')}</p>
              <Button
                variant="destructive"
                size="sm"
                className="justify-self-start"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" />
                {t('delete.confirm')}
              </Button>
            </div>
          </TabsContent>
        ) : null}
      </Tabs>
      <DeleteClientDialog
        clientId={client.id}
        name={name}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={onClose}
      />
    </>
  );
}

export function ClientDetailDialog(props: Props) {
  const { clientId, onClose } = props;
  const { t } = useClientsI18n();
  const client = useClient(clientId);
  return (
    <Dialog open={Boolean(clientId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" closeLabel={t('dialog.close')}>
        {client.data ? (
          // Keyed so the forms start from the latest saved values when another client opens.
          <DetailBody key={client.data.id} {...props} client={client.data} />
        ) : client.isError ? (
          <DialogHeader className="sm:text-start">
            <DialogTitle>{t('detail.unavailable')}</DialogTitle>
            <DialogDescription>
              {errorStatus(client.error) === 404
                ? t('detail.gone')
                : errorMessage(client.error, t('detail.loadFailed'))}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogTitle className="sr-only">{t('detail.loading')}</DialogTitle>
            <DialogDescription className="sr-only">{t('detail.loadingText')}</DialogDescription>
            <div className="flex justify-center py-10">
              <Spinner label={t('detail.loading')} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
