// Step 2: optional staff choice, the next open dates (12 at first, 'Show more dates' for the rest) and the
// chosen date's times. Unavailable times stay visible: disabled, struck through and marked ×. A class shows its
// sessions instead (class-session-step.tsx).
import { lazy, Suspense, useState } from 'react';
import type { BookableDate, FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { formatLocalDate, formatTime12, zoneCity } from '#client/lib/format.ts';
import type { PublicTeamMember } from '#shared/schemas/team.ts';
import { ClassSessionStep, type ClassSessionStepProps } from './class-session-step.tsx';
import { FreeDaysNote } from './free-days-note.tsx';
import { PendingStep } from './pending-step.tsx';
import { choiceCard, choiceInput, StepSection } from './step-section.tsx';
import type { VisitChoice } from './visit-services.tsx';

// Only the booking page offers to add services (the client dashboard reuses this step): fetched when shown.
const VisitServices = lazy(async () => ({ default: (await import('./visit-services.tsx')).VisitServices }));

const FIRST_DATES = 12;

export type DateTimeStepProps = {
  enabled: boolean;
  /** Shown until a service is chosen, when the server knew them. */
  freeDays: FreeDays | undefined;
  staff: PublicTeamMember[];
  teamMemberId: string;
  onStaffChange: (id: string) => void;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  dates: BookableDate[];
  today: string | undefined;
  date: string | null;
  onDateChange: (date: string) => void;
  time: string | null;
  onTimeChange: (time: string) => void;
  timeZone: string;
  /** A class (decision 036): its sessions take the place of dates and times. */
  classChoice?: ClassSessionStepProps;
  /** A one-to-one service: the services that may be added to the visit (decision 037). */
  visitChoice?: VisitChoice;
};

export function DateTimeStep(props: DateTimeStepProps) {
  const { t, intl } = useStepsI18n();
  const { enabled, dates, date } = props;
  const [showAll, setShowAll] = useState(false);
  const selectedIndex = dates.findIndex((d) => d.date === date);
  const shown = showAll || selectedIndex >= FIRST_DATES ? dates : dates.slice(0, FIRST_DATES);
  const day = dates.find((d) => d.date === date);
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (props.classChoice) return <ClassSessionStep {...props.classChoice} />;
  if (!enabled) {
    return (
      <PendingStep
        id="step-datetime"
        step={2}
        title={t('dateTime.title')}
        text={t('dateTime.chooseService')}
        note={<FreeDaysNote freeDays={props.freeDays} />}
      />
    );
  }
  return (
    <StepSection id="step-datetime" step={2} title={t('dateTime.title')}>
      <div className="grid gap-5">
        {props.visitChoice ? (
          <Suspense fallback={null}>
            <VisitServices {...props.visitChoice} />
          </Suspense>
        ) : null}
        {props.staff.length > 1 ? (
          <div className="grid gap-1.5 sm:max-w-xs">
            <label htmlFor="staff-choice" className="text-sm font-medium">
              {t('dateTime.staff')}
            </label>
            <select
              id="staff-choice"
              value={props.teamMemberId}
              onChange={(e) => props.onStaffChange(e.target.value)}
              className="h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm"
            >
              <option value="any">{t('dateTime.anyStaff')}</option>
              {props.staff.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {props.status === 'pending' ? (
          <p role="status" className="text-muted-foreground">
            {t('dateTime.loadingTimes')}
          </p>
        ) : props.status === 'error' ? (
          <p role="alert" className="text-destructive">
            {t('dateTime.timesFailed')}{' '}
            <button type="button" className="font-medium underline" onClick={props.onRetry}>
              {t('common.tryAgain')}
            </button>
          </p>
        ) : dates.length === 0 ? (
          <p className="text-muted-foreground">{t('dateTime.noDates')}</p>
        ) : (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t('dateTime.date')}</legend>
              <div className="grid grid-cols-3 gap-2 min-[420px]:grid-cols-4 sm:grid-cols-6">
                {shown.map((d) => (
                  <label
                    key={d.date}
                    className={`${choiceCard} grid place-items-center px-1 py-2 text-center`}
                  >
                    <input
                      type="radio"
                      name="date"
                      value={d.date}
                      checked={date === d.date}
                      onChange={() => props.onDateChange(d.date)}
                      aria-label={
                        d.hasFreeTime
                          ? formatLocalDate(d.date, undefined, intl)
                          : t('dateTime.dateFullyBooked', { date: formatLocalDate(d.date, undefined, intl) })
                      }
                      className={choiceInput}
                    />
                    <span className="text-xs font-medium text-muted-foreground uppercase">
                      {d.date === props.today
                        ? t('dateTime.today')
                        : formatLocalDate(d.date, { weekday: 'short' }, intl)}
                    </span>
                    <span className="font-semibold">
                      {formatLocalDate(d.date, { month: 'short', day: 'numeric' }, intl)}
                    </span>
                    {d.hasFreeTime ? null : (
                      <span className="text-xs text-muted-foreground">{t('dateTime.full')}</span>
                    )}
                  </label>
                ))}
              </div>
              {shown.length < dates.length ? (
                <button
                  type="button"
                  onClick={() => setShowAll(true)}
                  className="mt-3 text-sm font-medium text-(--brand-ink) underline-offset-4 hover:underline"
                >
                  {t('dateTime.showMore')}
                </button>
              ) : null}
            </fieldset>
            {day ? <TimeChoices {...props} slots={day.slots} visitorZone={visitorZone} /> : null}
          </>
        )}
      </div>
    </StepSection>
  );
}

function TimeChoices({
  slots,
  time,
  onTimeChange,
  timeZone,
  visitorZone,
  date,
}: DateTimeStepProps & { slots: BookableDate['slots']; visitorZone: string }) {
  const { t, intl } = useStepsI18n();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        {t('dateTime.time')}
        {date ? (
          <span className="sr-only">
            {' '}
            {t('dateTime.onDate', { date: formatLocalDate(date, undefined, intl) })}
          </span>
        ) : null}
      </legend>
      {visitorZone !== timeZone ? (
        <p className="mb-2 text-sm text-muted-foreground">
          {t('dateTime.zone', { city: zoneCity(timeZone), zone: timeZone })}
        </p>
      ) : null}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {slots.map((slot) => {
          const label = formatTime12(slot.time, intl);
          return (
            <label
              key={slot.time}
              className={`${choiceCard} flex items-center justify-center gap-1 px-1 py-2.5 text-sm font-medium ${slot.available ? '' : 'bg-muted text-muted-foreground'}`}
            >
              <input
                type="radio"
                name="time"
                value={slot.time}
                disabled={!slot.available}
                checked={time === slot.time}
                onChange={() => onTimeChange(slot.time)}
                aria-label={slot.available ? label : t('dateTime.unavailable', { time: label })}
                className={choiceInput}
              />
              <span className={slot.available ? '' : 'line-through'}>{label}</span>
              {slot.available ? null : <span aria-hidden="true">×</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
