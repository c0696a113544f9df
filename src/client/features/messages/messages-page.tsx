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
import type { MessageItem } from '#shared/schemas/messages.ts';
import { useMessages } from './api/get-messages.ts';
import {
  CHANNEL_LABELS,
  kindLabel,
  MESSAGE_FILTERS,
  type MessageFilter,
  recipientLabel,
  STATUS_LABELS,
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

  if (business.isPending) return <Spinner label="Loading messages" />;
  if (!business.data) {
    return (
      <>
        <PageHeader title="Messages" />
        <Alert>
          <AlertTitle>Create your business profile first</AlertTitle>
          <AlertDescription>
            Messages to your clients appear here once your business is set up.{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              Create Your Business Profile
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
      <PageHeader
        title="Messages"
        description="Confirmations, reminders and notices to your clients and to you, and why any were not sent."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor={filterId}>Filter by status</Label>
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
              {MESSAGE_FILTERS.map((f) => (
                <SelectItem key={f.value} value={f.value}>
                  {f.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {messages.isError ? (
        <Alert variant="destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          <AlertTitle>Messages could not be loaded</AlertTitle>
          <AlertDescription>{errorMessage(messages.error)}</AlertDescription>
        </Alert>
      ) : !data ? (
        <Spinner label="Loading messages" />
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          {status === 'all'
            ? 'No messages yet. They appear here when clients book, and when bookings change.'
            : `No ${STATUS_LABELS[status].toLowerCase()} messages.`}
        </p>
      ) : (
        <>
          <div className="rounded-xl border bg-card shadow-sm">
            <table className="w-full table-fixed text-sm">
              <caption className="sr-only">
                Messages, newest first
                {status === 'all' ? '' : `, ${STATUS_LABELS[status].toLowerCase()} only`}
              </caption>
              <thead className="border-b text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    Message
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    Recipient
                  </th>
                  <th scope="col" className="w-[7.5rem] px-3 py-2 font-medium sm:w-auto sm:px-4">
                    Status
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
          <nav aria-label="Pages of messages" className="mt-4 flex items-center justify-between gap-3">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Page {data.page} of {pages}
              {more} · {data.total}
              {more} {data.total === 1 && !more ? 'message' : 'messages'}
            </p>
            <Button variant="outline" disabled={page >= pages && !more} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </>
  );
}

function MessageRow({ message, timeZone }: { message: MessageItem; timeZone: string }) {
  const at = message.sentAt ?? message.dueAt;
  const when = new Date(at).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-3 py-3 sm:px-4">
        <span className="block font-medium break-words">{kindLabel(message.kind)}</span>
        <span className="block text-muted-foreground">
          {CHANNEL_LABELS[message.channel]} · {message.sentAt ? 'sent' : 'due'} {when}
        </span>
      </td>
      <td className="px-3 py-3 break-all sm:px-4">{recipientLabel(message)}</td>
      <td className="px-3 py-3 sm:px-4">
        <Badge variant={STATUS_VARIANT[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        {message.reason ? (
          <span className="mt-1 block break-words text-muted-foreground">{message.reason}</span>
        ) : null}
        {message.detail ? <span className="mt-1 block font-medium">{message.detail}</span> : null}
      </td>
    </tr>
  );
}
