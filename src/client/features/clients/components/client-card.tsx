// One client in the list: contact details, figures from their bookings, status, and actions
// (call, email when known, book, view).
import { CalendarPlus, Eye, Mail, Phone } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientItem } from '#shared/schemas/client.ts';
import {
  clientFullName,
  clientInitials,
  formatDecimalMoney,
  formatVisitDate,
  mailtoHref,
  telHref,
} from '../clients-format.ts';

export function ClientStatusBadge({ status }: { status: ClientItem['status'] }) {
  const { t } = useClientsI18n();
  return status === 'active' ? (
    <Badge variant="success">{t('status.active')}</Badge>
  ) : (
    <Badge variant="secondary">{t('status.inactive')}</Badge>
  );
}

/** The figures a client's card and details both show, as [label, value]: bookings, spend, last and next visit. */
export function visitFigures(
  client: ClientItem,
  { t, intl }: ReturnType<typeof useClientsI18n>,
  timeZone: string,
  currency: string,
): Array<[string, string]> {
  return [
    [t('figure.bookings'), formatCount(client.bookingsCount, intl)],
    [t('figure.totalSpent'), formatDecimalMoney(client.totalSpent, currency, intl)],
    [t('figure.lastVisit'), formatVisitDate(client.lastVisit, timeZone, intl) ?? t('figure.noVisit')],
    [t('figure.nextVisit'), formatVisitDate(client.nextVisit, timeZone, intl) ?? t('figure.notBooked')],
  ];
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export function ClientCard({
  client,
  timeZone,
  currency,
  onBook,
  onView,
}: {
  client: ClientItem;
  timeZone: string;
  currency: string;
  onBook: (client: ClientItem) => void;
  onView: (client: ClientItem) => void;
}) {
  const i18n = useClientsI18n();
  const { t } = i18n;
  const name = clientFullName(client);
  return (
    <Card className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
          >
            {clientInitials(client)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h3 className="truncate font-semibold">{name}</h3>
              <ClientStatusBadge status={client.status} />
            </div>
            <p className="truncate text-sm text-muted-foreground">
              <span dir="ltr">{client.phone}</span>
            </p>
            {client.email ? <p className="truncate text-sm text-muted-foreground">{client.email}</p> : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-muted/60 p-3">
          {visitFigures(client, i18n, timeZone, currency).map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </dl>
        {client.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {client.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center gap-2">
          <Button asChild variant="outline" size="icon" className="size-9">
            <a href={telHref(client.phone)} aria-label={t('card.call', { name })} title={t('action.call')}>
              <Phone aria-hidden="true" />
            </a>
          </Button>
          {client.email ? (
            <Button asChild variant="outline" size="icon" className="size-9">
              <a
                href={mailtoHref(client.email)}
                aria-label={t('card.email', { name })}
                title={t('action.email')}
              >
                <Mail aria-hidden="true" />
              </a>
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => onBook(client)}
            aria-label={t('card.book', { name })}
            title={t('card.bookTitle')}
          >
            <CalendarPlus aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            className="ms-auto"
            onClick={() => onView(client)}
            aria-label={t('card.view', { name })}
          >
            <Eye aria-hidden="true" />
            {t('card.viewButton')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
