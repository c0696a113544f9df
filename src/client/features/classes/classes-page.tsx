// /classes (issue 31, decision 036): a week of class sessions by day in the business's zone, each opening its
// roster (check-in). A manager adds one-off sessions and weekly schedules, and moves or cancels a session from its
// roster; a staff member sees the sessions they teach (the API scopes them) and checks people in.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useClassSessions } from '#client/entities/classes/api/get-class-sessions.ts';
import { roomName } from '#client/entities/classes/class-format.ts';
import { RosterDialog } from '#client/entities/classes/components/roster-dialog.tsx';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { zoneCity } from '#client/lib/format.ts';
import { roleMayUse } from '#shared/access.ts';
import { addDaysToLocalDate, localDateOf } from '#shared/domain/local-time.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { sessionsByDay, WEEK_DAYS, weekFrom } from './classes-format.ts';
import { AddScheduleDialog } from './components/add-schedule-dialog.tsx';
import { AddSessionDialog } from './components/add-session-dialog.tsx';
import { CancelSessionDialog } from './components/cancel-session-dialog.tsx';
import { MoveSessionDialog } from './components/move-session-dialog.tsx';
import { SessionCard } from './components/session-card.tsx';
import { WeeklySchedules } from './components/weekly-schedules.tsx';

export function ClassesPage() {
  const business = useMyBusiness();
  const current = useCurrentRole();
  const { t } = useClassesI18n();
  if (business.isPending || current.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  if (!business.data) {
    return (
      <>
        <PageHeader title={t('page.title')} />
        {business.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(business.error)}</AlertDescription>
          </Alert>
        ) : (
          <p className="text-muted-foreground">
            {t('page.noBusiness.text')}{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              {t('page.noBusiness.action')}
            </Link>
          </p>
        )}
      </>
    );
  }
  return <BusinessClasses business={business.data} manages={roleMayUse(current.role, 'manager')} />;
}

type Dialogs = 'session' | 'schedule' | null;

const SHORT_DAY = { month: 'short', day: 'numeric' } as const;
const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;

function BusinessClasses({ business, manages }: { business: OwnerBusiness; manages: boolean }) {
  const { t, date } = useClassesI18n();
  const timeZone = business.timezone;
  const today = localDateOf(new Date(), timeZone);
  const [from, setFrom] = useState(today);
  const [adding, setAdding] = useState<Dialogs>(null);
  const [rosterOf, setRosterOf] = useState<string | null>(null);
  const [moving, setMoving] = useState<ClassSession | null>(null);
  const [cancelling, setCancelling] = useState<ClassSession | null>(null);
  const sessions = useClassSessions({ from, to: addDaysToLocalDate(from, WEEK_DAYS) });
  const resources = useResources();
  const week = weekFrom(from);
  const days = sessionsByDay(sessions.data ?? [], timeZone);
  const range = t('week.range', { from: date(from, SHORT_DAY), to: date(week.at(-1) ?? from, SHORT_DAY) });
  const step = (weeks: number) => setFrom(addDaysToLocalDate(from, weeks * WEEK_DAYS));
  const upcoming = (session: ClassSession) =>
    session.status === 'scheduled' && Date.parse(session.startsAt) > Date.now();
  // The roster closes before a move or cancel opens, so one dialog is open at a time.
  const then = (open: (session: ClassSession) => void, session: ClassSession) => () => {
    setRosterOf(null);
    open(session);
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t(manages ? 'page.intro.manager' : 'page.intro.staff', { city: zoneCity(timeZone) })}
        actions={
          manages ? (
            <>
              <Button onClick={() => setAdding('session')}>{t('session.add')}</Button>
              <Button variant="outline" onClick={() => setAdding('schedule')}>
                {t('schedule.add')}
              </Button>
            </>
          ) : null
        }
      />
      <nav aria-label={t('week.nav')} className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label={t('week.previous')} onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label={t('week.next')} onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => setFrom(today)} disabled={from === today}>
          {t('week.today')}
        </Button>
        <h2 className="ms-1 text-lg font-semibold" aria-live="polite">
          {range}
        </h2>
      </nav>
      {sessions.isError ? (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {errorMessage(sessions.error, t('page.loadFailed'))}
            <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
              {t('page.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {sessions.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('page.loadingSessions')} className="[&_svg]:size-8" />
        </div>
      ) : days.length === 0 && !sessions.isError ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {t('page.empty')}
          {manages ? ` ${t('page.emptyManager')}` : ''}
        </p>
      ) : (
        <div className="grid gap-6" aria-busy={sessions.isFetching}>
          {days.map((day) => (
            <section key={day.date} aria-labelledby={`classes-${day.date}`}>
              <h3 id={`classes-${day.date}`} className="mb-2 text-sm font-semibold text-muted-foreground">
                {day.date === today
                  ? t('page.today', { day: date(day.date, LONG_DAY) })
                  : date(day.date, LONG_DAY)}
              </h3>
              <ul className="grid gap-2">
                {day.sessions.map((session) => (
                  <li key={session.id}>
                    <SessionCard
                      session={session}
                      room={roomName(resources.data, session.resourceId)}
                      timeZone={timeZone}
                      onOpen={() => setRosterOf(session.id)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {manages ? <WeeklySchedules /> : null}
      <RosterDialog
        sessionId={rosterOf}
        timeZone={timeZone}
        onClose={() => setRosterOf(null)}
        actions={
          manages
            ? (session) =>
                upcoming(session) ? (
                  <>
                    <Button variant="outline" onClick={then(setMoving, session)}>
                      {t('session.move')}
                    </Button>
                    <Button variant="destructive" onClick={then(setCancelling, session)}>
                      {t('session.cancel')}
                    </Button>
                  </>
                ) : null
            : undefined
        }
      />
      <AddSessionDialog
        open={adding === 'session'}
        today={today}
        timeZone={timeZone}
        onClose={() => setAdding(null)}
      />
      <AddScheduleDialog
        open={adding === 'schedule'}
        today={today}
        timeZone={timeZone}
        onClose={() => setAdding(null)}
      />
      {moving ? (
        <MoveSessionDialog
          session={moving}
          today={today}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelSessionDialog session={cancelling} timeZone={timeZone} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}
