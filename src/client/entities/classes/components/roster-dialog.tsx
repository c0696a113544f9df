// A class session's roster (decision 036): when and where it is, who teaches it, how full it is, and each attendee
// (name, phone, seats) with a check-in switch. The Classes page adds its session actions (move, cancel) below.
import type { ReactNode } from 'react';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { STATUS_CHIP } from '#client/entities/bookings/booking-status.ts';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#shared/schemas/booking.ts';
import type { ClassSession, Roster } from '#shared/schemas/class.ts';
import { useCheckInAttendee } from '../api/check-in-attendee.ts';
import { useRoster } from '../api/get-roster.ts';
import { roomName } from '../class-format.ts';

/** The seats that can be checked in: booked ones (not awaiting payment or held for a waitlisted customer). */
const CHECKABLE: ReadonlySet<string> = new Set<BookingStatus>(['confirmed', 'completed', 'no_show']);
const statusOf = (status: string): BookingStatus | null =>
  (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : null;

export function RosterDialog({
  sessionId,
  timeZone,
  onClose,
  actions,
}: {
  sessionId: string | null;
  timeZone: string;
  onClose: () => void;
  /** What else may be done with the session (the Classes page's move and cancel, for a manager). */
  actions?: (session: ClassSession) => ReactNode;
}) {
  const { t } = useClassesI18n();
  const roster = useRoster(sessionId);
  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('dialog.close')}>
        {roster.data ? (
          <RosterDetails roster={roster.data} timeZone={timeZone} actions={actions} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('roster.title')}</DialogTitle>
              <DialogDescription>
                {t(roster.isError ? 'roster.loadFailed' : 'roster.loading')}
              </DialogDescription>
            </DialogHeader>
            {roster.isError ? (
              <Alert variant="destructive">
                <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                  {errorMessage(roster.error)}
                  <Button size="sm" variant="outline" onClick={() => void roster.refetch()}>
                    {t('page.retry')}
                  </Button>
                </AlertDescription>
              </Alert>
            ) : (
              <div className="flex justify-center py-8">
                <Spinner label={t('roster.spinner')} />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RosterDetails({
  roster,
  timeZone,
  actions,
}: {
  roster: Roster;
  timeZone: string;
  actions?: (session: ClassSession) => ReactNode;
}) {
  const { t, plural, when, time, seatsBooked, seatCount } = useClassesI18n();
  const { session, attendees } = roster;
  const resources = useResources();
  const room = roomName(resources.data, session.resourceId);
  const checkIn = useCheckInAttendee();
  const cancelled = session.status === 'cancelled';
  const checkedIn = attendees.filter((a) => a.checkedIn).reduce((sum, a) => sum + a.seats, 0);
  const extra = actions?.(session);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {session.serviceName}
          {cancelled ? <Badge variant="secondary">{t('card.cancelled')}</Badge> : null}
        </DialogTitle>
        <DialogDescription>
          {t(room ? 'roster.whenRoom' : 'roster.when', {
            start: when(session.startsAt, timeZone),
            end: time(session.endsAt, timeZone),
            name: session.teamMemberName,
            room: room ?? '',
          })}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        <span className="font-medium">{seatsBooked(session)}</span>
        {attendees.length > 0 ? (
          <span className="text-muted-foreground"> · {t('roster.checkedInCount', plural(checkedIn))}</span>
        ) : null}
      </p>
      {attendees.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('roster.empty')}
        </p>
      ) : (
        <ul aria-label={t('roster.attendees')} className="divide-y rounded-lg border">
          {attendees.map((attendee) => {
            const status = statusOf(attendee.status);
            return (
              <li key={attendee.bookingId} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{attendee.clientName}</span>
                    {status && status !== 'confirmed' ? (
                      <Badge className={STATUS_CHIP[status]}>{t(`roster.status.${status}`)}</Badge>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {seatCount(attendee.seats)} · {attendee.phone}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span aria-hidden="true" className="text-xs text-muted-foreground">
                    {t(attendee.checkedIn ? 'roster.checkedIn' : 'roster.checkIn')}
                  </span>
                  <Switch
                    aria-label={t('roster.checkInLabel', { name: attendee.clientName })}
                    checked={attendee.checkedIn}
                    disabled={cancelled || checkIn.isPending || !CHECKABLE.has(attendee.status)}
                    onCheckedChange={(next) =>
                      checkIn.mutate({
                        sessionId: session.id,
                        bookingId: attendee.bookingId,
                        checkedIn: next,
                      })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MutationError error={checkIn.error} fallback={t('roster.checkInFailed')} />
      {extra ? <DialogFooter>{extra}</DialogFooter> : null}
    </>
  );
}
