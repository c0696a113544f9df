// The page of a waitlist entry's link (/client/{slug}/waitlist/{token}, from the confirmation and each offer): the
// entry, the time held for the customer now with 'Book it' (one tap: a link opened by a mail scanner books
// nothing) and 'No thanks', and 'Leave the waitlist'. It signs nobody in and shows nothing else.
import { Link, useParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import type { PublicWaitlistEntry } from '#shared/schemas/waitlist.ts';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitlist, useWaitlistEntry } from './api/waitlist-entry.ts';
import { BusinessPageState, LinkPageFrame, useClientBusinessPage } from './business-page.tsx';

const LINK_NOT_FOUND_TEXT =
  'This link does not name a waitlist entry. Please check the link in your message.';

function when(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ');
}

const CLOSED_TEXT: Record<Exclude<PublicWaitlistEntry['status'], 'active' | 'booked'>, string> = {
  left: 'You left this waitlist. You are welcome to join again from the booking page.',
  removed: 'The business removed you from this waitlist.',
  expired: 'The dates you asked for have passed, so this waitlist entry has closed.',
};

export function WaitlistEntryPage() {
  const { slug = '', token = '' } = useParams<{ slug: string; token: string }>();
  const { business, ...page } = useClientBusinessPage(slug, (n) => `${n} · Your waitlist`);
  const entry = useWaitlistEntry(token);
  const accept = useAcceptOffer(token);
  const decline = useDeclineOffer(token);
  const leave = useLeaveWaitlist(token);

  if (!business.isSuccess) return <BusinessPageState business={business} />;
  const biz = business.data;
  const current = entry.data;
  const busy = accept.isPending || decline.isPending || leave.isPending;
  const failed = accept.error ?? decline.error ?? leave.error;

  return (
    <LinkPageFrame business={biz} page={page} title="Your waitlist">
      {entry.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your waitlist entry" className="[&_svg]:size-8" />
        </div>
      ) : entry.isError || !current ? (
        <p role="alert" className="py-6 text-center font-medium">
          {errorStatus(entry.error) === 404
            ? LINK_NOT_FOUND_TEXT
            : errorMessage(entry.error, 'Your waitlist entry could not be loaded.')}
        </p>
      ) : accept.data ? (
        <div role="status" className="grid gap-2 rounded-lg border p-4">
          <p className="font-semibold">It is booked: {when(accept.data.startsAt, biz.timezone)}</p>
          <p className="text-sm text-muted-foreground">Your confirmation is on its way.</p>
          <a href={accept.data.manageUrl} className="font-medium underline">
            See, move or cancel your booking
          </a>
        </div>
      ) : (
        <>
          <p>
            {current.serviceName}
            {current.teamMemberName ? ` with ${current.teamMemberName}` : ''}
          </p>
          {current.status === 'active' && current.offer ? (
            <section
              aria-labelledby="offer-title"
              className="grid gap-3 rounded-lg border-2 border-(--brand-ink) p-4"
            >
              <h3 id="offer-title" className="font-semibold">
                A time is free for you
              </h3>
              <p>
                {when(current.offer.startsAt, biz.timezone)} with {current.offer.teamMemberName}
              </p>
              <p className="text-sm text-muted-foreground">
                Held for you until{' '}
                {new Intl.DateTimeFormat('en-US', {
                  timeZone: biz.timezone,
                  hour: 'numeric',
                  minute: '2-digit',
                })
                  .format(new Date(current.offer.expiresAt))
                  .replace(/\u202f/g, ' ')}
                .
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={busy} onClick={() => current.offer && accept.mutate(current.offer.id)}>
                  Book it
                </Button>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => current.offer && decline.mutate(current.offer.id)}
                >
                  No thanks
                </Button>
              </div>
            </section>
          ) : null}
          {current.status === 'active' ? (
            <>
              <div>
                <p className="text-sm font-medium">You are waiting for:</p>
                <ul className="list-disc pl-5 text-sm">
                  {current.windowLabels.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
                {current.offer ? null : (
                  <p className="mt-2 text-sm text-muted-foreground">
                    When one of these times frees up, we hold it for you and send it to you at once.
                  </p>
                )}
              </div>
              <div>
                <Button variant="outline" disabled={busy} onClick={() => leave.mutate()}>
                  Leave the waitlist
                </Button>
              </div>
            </>
          ) : current.status === 'booked' ? (
            <p>
              You booked a time from this waitlist.{' '}
              {current.manageUrl ? (
                <a href={current.manageUrl} className="font-medium underline">
                  See your booking
                </a>
              ) : null}
            </p>
          ) : (
            <p>{CLOSED_TEXT[current.status]}</p>
          )}
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(failed, 'That did not work. Please try again.')}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            This page shows your waitlist entry only.{' '}
            <Link href={paths.book.build(slug)} className="font-medium underline">
              Book another time
            </Link>
          </p>
        </>
      )}
    </LinkPageFrame>
  );
}
