// The page of a waitlist entry's link (/client/{slug}/waitlist/{token}, from the confirmation and each offer): the
// entry, the time held for the customer now with 'Book it' (one tap: a link opened by a mail scanner books
// nothing) and 'No thanks', and 'Leave the waitlist'. It signs nobody in and shows nothing else. In the visitor's
// language (docs/decisions/040), but for the wanted times, which the server words in English.
import { Link, useParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import type { PublicWaitlistEntry } from '#shared/schemas/waitlist.ts';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitlist, useWaitlistEntry } from './api/waitlist-entry.ts';
import { BusinessPageState, LinkPageFrame, useClientBusinessPage } from './business-page.tsx';
import { ClientLocale } from './client-locale.tsx';
import { useLaterI18n } from './later-i18n.ts';

function when(iso: string, timeZone: string, intl: string) {
  return new Intl.DateTimeFormat(intl, {
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

type Closed = Exclude<PublicWaitlistEntry['status'], 'active' | 'booked'>;

export function WaitlistEntryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <ClientLocale slug={slug}>
      <WaitlistEntry />
    </ClientLocale>
  );
}

function WaitlistEntry() {
  const { slug = '', token = '' } = useParams<{ slug: string; token: string }>();
  const { t, intl } = useLaterI18n();
  const { business, ...page } = useClientBusinessPage(slug, (n) => t('client.waitlist.title', { name: n }));
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
    <LinkPageFrame business={biz} page={page} title={t('client.waitlist.heading')}>
      {entry.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('client.waitlist.loading')} className="[&_svg]:size-8" />
        </div>
      ) : entry.isError || !current ? (
        <p role="alert" className="py-6 text-center font-medium">
          {errorStatus(entry.error) === 404
            ? t('client.waitlist.notFound')
            : errorMessage(entry.error, t('client.waitlist.failed'))}
        </p>
      ) : accept.data ? (
        <div role="status" className="grid gap-2 rounded-lg border p-4">
          <p className="font-semibold">
            {t('client.waitlist.booked', { when: when(accept.data.startsAt, biz.timezone, intl) })}
          </p>
          <p className="text-sm text-muted-foreground">{t('client.waitlist.confirmation')}</p>
          <a href={accept.data.manageUrl} className="font-medium underline">
            {t('client.waitlist.manage')}
          </a>
        </div>
      ) : (
        <>
          <p>
            {current.teamMemberName
              ? t('client.waitlist.withMember', {
                  service: current.serviceName,
                  member: current.teamMemberName,
                })
              : current.serviceName}
          </p>
          {current.status === 'active' && current.offer ? (
            <section
              aria-labelledby="offer-title"
              className="grid gap-3 rounded-lg border-2 border-(--brand-ink) p-4"
            >
              <h3 id="offer-title" className="font-semibold">
                {t('client.waitlist.offer')}
              </h3>
              <p>
                {t('client.waitlist.offerWhen', {
                  when: when(current.offer.startsAt, biz.timezone, intl),
                  member: current.offer.teamMemberName,
                })}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('client.waitlist.heldUntil', {
                  time: new Intl.DateTimeFormat(intl, {
                    timeZone: biz.timezone,
                    hour: 'numeric',
                    minute: '2-digit',
                  })
                    .format(new Date(current.offer.expiresAt))
                    .replace(/\u202f/g, ' '),
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={busy} onClick={() => current.offer && accept.mutate(current.offer.id)}>
                  {t('client.waitlist.accept')}
                </Button>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => current.offer && decline.mutate(current.offer.id)}
                >
                  {t('client.waitlist.decline')}
                </Button>
              </div>
            </section>
          ) : null}
          {current.status === 'active' ? (
            <>
              <div>
                <p className="text-sm font-medium">{t('client.waitlist.waitingFor')}</p>
                <ul className="list-disc ps-5 text-sm">
                  {current.windowLabels.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
                {current.offer ? null : (
                  <p className="mt-2 text-sm text-muted-foreground">{t('client.waitlist.how')}</p>
                )}
              </div>
              <div>
                <Button variant="outline" disabled={busy} onClick={() => leave.mutate()}>
                  {t('client.waitlist.leave')}
                </Button>
              </div>
            </>
          ) : current.status === 'booked' ? (
            <p>
              {t('client.waitlist.bookedFrom')}{' '}
              {current.manageUrl ? (
                <a href={current.manageUrl} className="font-medium underline">
                  {t('client.waitlist.seeBooking')}
                </a>
              ) : null}
            </p>
          ) : (
            <p>{t(`client.waitlist.closed.${current.status satisfies Closed}`)}</p>
          )}
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(failed, t('client.waitlist.error'))}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t('client.waitlist.only')}{' '}
            <Link href={paths.book.build(slug)} className="font-medium underline">
              {t('client.waitlist.bookAnother')}
            </Link>
          </p>
        </>
      )}
    </LinkPageFrame>
  );
}
