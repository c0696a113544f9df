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
import { roleMayUse } from '#shared/access.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { useClient } from '../api/get-client.ts';
import {
  clientFullName,
  formatDecimalMoney,
  formatVisitDate,
  mailtoHref,
  telHref,
} from '../clients-format.ts';
import { ClientStatusBadge } from './client-card.tsx';
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
  const items: Array<[string, string]> = [
    ['Bookings', String(client.bookingsCount)],
    ['Total spent', formatDecimalMoney(client.totalSpent, currency)],
    ['Last visit', formatVisitDate(client.lastVisit, timeZone) ?? 'None yet'],
    ['Next visit', formatVisitDate(client.nextVisit, timeZone) ?? 'Not booked'],
    ['No-shows', String(client.noShows)],
    ['Client since', formatVisitDate(client.createdAt, timeZone) ?? '—'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate text-sm font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailBody({ client, onBook, onClose, timeZone, currency }: Props & { client: ClientDetail }) {
  const [confirming, setConfirming] = useState(false);
  const manages = roleMayUse(useCurrentRole().role, 'manager');
  const name = clientFullName(client);
  return (
    <>
      <DialogHeader className="pr-8">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{name}</DialogTitle>
          <ClientStatusBadge status={client.status} />
        </div>
        <DialogDescription>
          {client.phone}
          {client.email ? ` · ${client.email}` : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={telHref(client.phone)}>
            <Phone aria-hidden="true" />
            Call
          </a>
        </Button>
        {client.email ? (
          <Button asChild variant="outline" size="sm">
            <a href={mailtoHref(client.email)}>
              <Mail aria-hidden="true" />
              Email
            </a>
          </Button>
        ) : null}
        <Button size="sm" onClick={() => onBook(client)}>
          <CalendarPlus aria-hidden="true" />
          Book
        </Button>
      </div>
      <Figures client={client} timeZone={timeZone} currency={currency} />
      <Tabs defaultValue="notes">
        <TabsList className="w-full">
          <TabsTrigger value="notes">Notes</TabsTrigger>
          <TabsTrigger value="history">History ({client.bookings.length})</TabsTrigger>
          {manages ? <TabsTrigger value="details">Details</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="notes">
          {manages ? (
            <ClientNotesForm client={client} />
          ) : (
            <p className="text-sm whitespace-pre-line text-muted-foreground">{client.notes || 'No notes.'}</p>
          )}
        </TabsContent>
        <TabsContent value="history">
          <ClientHistory client={client} timeZone={timeZone} currency={currency} />
        </TabsContent>
        {manages ? (
          <TabsContent value="details" className="grid gap-6">
            <ClientEditForm client={client} />
            <div className="grid gap-2 rounded-lg border border-destructive/30 p-4">
              <h3 className="font-semibold">Delete client</h3>
              <p className="text-sm text-muted-foreground">
                Erases their personal details; their booking history is kept, anonymised.
              </p>
              <Button
                variant="destructive"
                size="sm"
                className="justify-self-start"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" />
                Delete client
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
  const client = useClient(clientId);
  return (
    <Dialog open={Boolean(clientId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {client.data ? (
          // Keyed so the forms start from the latest saved values when another client opens.
          <DetailBody key={client.data.id} {...props} client={client.data} />
        ) : client.isError ? (
          <DialogHeader>
            <DialogTitle>Client not available</DialogTitle>
            <DialogDescription>
              {errorStatus(client.error) === 404
                ? 'This client no longer exists.'
                : errorMessage(client.error, 'The client could not be loaded. Please try again.')}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogTitle className="sr-only">Loading client</DialogTitle>
            <DialogDescription className="sr-only">Loading the client's details.</DialogDescription>
            <div className="flex justify-center py-10">
              <Spinner label="Loading client" />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
