// Messages (/messages): every confirmation, reminder and notice Bookwell sent or meant to send for the owner's
// business, with its channel, recipient, status and, when it was not sent, why. Filterable by status, paged.
import { AlertCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useMessagesI18n } from '#client/lib/app-i18n/messages-i18n.ts';
import type { MessageItem } from '#shared/schemas/messages.ts';
import { useMessages } from './api/get-messages.ts';
import {
  handOverLabel,
  kindLabel,
  MESSAGE_FILTERS,
  type MessageFilter,
  messageTime,
  reasonLabel,
  recipientLabel,
} from './messages-format.ts';

const STATUS_VARIANT = {
  sent: 'success',
  queued: 'secondary',
  failed: 'destructive',
  skipped: 'outline',
} as const satisfies Record<MessageItem['status'], 'success' | 'secondary' | 'destructive' | 'outline'>;

export function MessagesPage() {
  const business = useMyBusiness();
  const [status, setStatus] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const messages = useMessages({ status, page }, { enabled: Boolean(business.data) });
  const filterId = useId();
  const { t, intl } = useMessagesI18n();

  if (business.isPending) return <Spinner label={t('page.loading')} />;
  if (!business.data) {
    return (
      <>
        <PageHeader title={t('page.title')} />
        <Alert>
          <AlertTitle>{t('noBusiness.title')}</AlertTitle>
          <AlertDescription>
            {t('noBusiness.text')}{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              {t('noBusiness.action')}
            </Link>
          </AlertDescription>
        </Alert>
      </>
    );
  }

  const timeZone = business.data.timezone;
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A busy history is counted up to a point: 'Page 1 of 21+ · 1000+ messages', and Next stays on.
  const more = data?.totalIsCapped ? '+' : '';
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor={filterId}>{t('filter.label')}</Label>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as MessageFilter);
              setPage(1);
            }}
          >
            <SelectTrigger id={filterId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MESSAGE_FILTERS.map((value) => (
                <SelectItem key={value} value={value}>
                  {value === 'all' ? t('filter.all') : t(`list.status.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {messages.isError ? (
        <Alert variant="destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          <AlertDescription>{errorMessage(messages.error)}</AlertDescription>
        </Alert>
      ) : !data ? (
        <Spinner label={t('page.loading')} />
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          {status === 'all' ? t('empty.all') : t('empty.status', { status })}
        </p>
      ) : (
        <>
          <div className="rounded-xl border bg-card shadow-sm">
            <table className="w-full table-fixed text-sm">
              <caption className="sr-only">{t('table.caption', { status })}</caption>
              <thead className="border-b text-start text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    {t('col.message')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    {t('col.recipient')}
                  </th>
                  <th scope="col" className="w-[7.5rem] px-3 py-2 font-medium sm:w-auto sm:px-4">
                    {t('col.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((message) => (
                  <MessageRow key={message.id} message={message} timeZone={timeZone} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('pages.label')} className="mt-4 flex items-center justify-between gap-3">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('pages.previous')}
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('pages.summary', {
                page: formatCount(data.page, intl),
                pages: formatCount(pages, intl),
                total: formatCount(data.total, intl),
                more,
                count: more ? Number.POSITIVE_INFINITY : data.total,
              })}
            </p>
            <Button variant="outline" disabled={page >= pages && !more} onClick={() => setPage(page + 1)}>
              {t('pages.next')}
            </Button>
          </nav>
        </>
      )}
    </>
  );
}

function MessageRow({ message, timeZone }: { message: MessageItem; timeZone: string }) {
  const { t, intl } = useMessagesI18n();
  const when = messageTime(message.sentAt ?? message.dueAt, timeZone, intl);
  const channel = t(`list.channel.${message.channel}`);
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-3 py-3 sm:px-4">
        <span className="block font-medium break-words">{kindLabel(message.kind, t)}</span>
        <span className="block text-muted-foreground">
          {t(message.sentAt ? 'row.sent' : 'row.due', { channel, when })}
        </span>
      </td>
      <td className="px-3 py-3 break-all sm:px-4">{recipientLabel(message, t)}</td>
      <td className="px-3 py-3 sm:px-4">
        <Badge variant={STATUS_VARIANT[message.status]}>{t(`list.status.${message.status}`)}</Badge>
        {message.reason ? (
          <span className="mt-1 block break-words text-muted-foreground">
            {reasonLabel(message.reason, t)}
          </span>
        ) : null}
        {message.handOver ? (
          <span className="mt-1 block font-medium break-all">{handOverLabel(message.handOver, t)}</span>
        ) : null}
      </td>
    </tr>
  );
}
