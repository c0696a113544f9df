// Step 2 for a class (decision 036): its sessions of the next 7 days, each with its instructor and the seats
// left ('3 of 12 left'; a full one stays visible, disabled, marked 'Full', with 'Join the waitlist' when the business
// keeps one), and how many seats to book.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useClassSessions } from '#client/entities/public-business/api/list-class-sessions.ts';
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { formatLocalDate, formatTime12 } from '#client/lib/format.ts';
import type { PublicClassSession } from '#shared/schemas/class.ts';
import type { PublicService } from '#shared/schemas/service.ts';
import { SeatsSelect } from './seats-select.tsx';
import { choiceCard, choiceInput, StepSection } from './step-section.tsx';

const WaitlistForm = lazy(async () => ({ default: (await import('./waitlist-form.tsx')).WaitlistForm }));

export type ClassSessionStepProps = {
  slug: string;
  service: Pick<PublicService, 'id' | 'name' | 'classMaxSeats'>;
  /** Whether the business keeps a waitlist: a full session then offers it. */
  waitlist: boolean;
  session: PublicClassSession | null;
  seats: number;
  /** A new choice: the session as last listed (null when it is gone or full), or the seats asked for. */
  onChange: (choice: { session: PublicClassSession | null } | { seats: number }) => void;
};

export function ClassSessionStep(props: ClassSessionStepProps) {
  const { t, intl } = useStepsI18n();
  const { session, seats, onChange } = props;
  const query = useClassSessions(props.slug, props.service.id);
  const sessions = query.data ?? [];
  const [waitFor, setWaitFor] = useState<PublicClassSession | null>(null);
  const sessionId = session?.id ?? null;
  // A refreshed list (after a booking or a refusal) replaces the chosen session with its new seats, or drops it.
  const listed = query.data?.find((s) => s.id === sessionId && s.seatsLeft > 0) ?? null;
  useEffect(() => {
    if (query.data && session && listed !== session) onChange({ session: listed });
  }, [query.data, session, listed, onChange]);
  // A refused booking drops the chosen session: the seats are read again.
  const chosen = useRef(sessionId);
  const { refetch } = query;
  useEffect(() => {
    if (chosen.current && !sessionId) void refetch();
    chosen.current = sessionId;
  }, [sessionId, refetch]);
  // No more seats than the class allows a booking, nor than are left.
  const maxSeats = Math.min(props.service.classMaxSeats ?? 1, session?.seatsLeft ?? 1);
  useEffect(() => {
    if (seats > maxSeats) onChange({ seats: maxSeats });
  }, [seats, maxSeats, onChange]);
  return (
    <StepSection id="step-datetime" step={2} title={t('classes.title')}>
      {query.status === 'pending' ? (
        <p role="status" className="text-muted-foreground">
          {t('classes.loading')}
        </p>
      ) : query.status === 'error' ? (
        <p role="alert" className="text-destructive">
          {t('classes.failed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : sessions.length === 0 ? (
        <p className="text-muted-foreground">{t('classes.none')}</p>
      ) : (
        <div className="grid gap-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('classes.session')}</legend>
            <ul className="grid gap-2">
              {sessions.map((option) => {
                const date = formatLocalDate(option.localStart.slice(0, 10), undefined, intl);
                const time = formatTime12(option.localStart.slice(11, 16), intl);
                const full = option.seatsLeft <= 0;
                const seats = full
                  ? t('classes.full')
                  : t('classes.seatsLeft', { left: option.seatsLeft, capacity: option.capacity });
                return (
                  <li key={option.id}>
                    <label
                      className={`${choiceCard} flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5 text-sm ${full ? 'bg-muted text-muted-foreground' : ''}`}
                    >
                      <input
                        type="radio"
                        name="class-session"
                        value={option.id}
                        disabled={full}
                        checked={sessionId === option.id}
                        onChange={() => onChange({ session: option })}
                        aria-label={t('classes.sessionLabel', {
                          date,
                          time,
                          instructor: option.instructorName,
                          seats,
                        })}
                        className={choiceInput}
                      />
                      <span className="grid">
                        <span className="font-medium">
                          {date} · {time}
                        </span>
                        <span className="text-muted-foreground" dir="auto">
                          {t('classes.with', { instructor: option.instructorName })}
                        </span>
                      </span>
                      <span className="font-medium">{seats}</span>
                    </label>
                    {full && props.waitlist ? (
                      <button
                        type="button"
                        className="mt-1 text-sm font-medium text-(--brand-ink) underline underline-offset-4"
                        aria-label={t('classes.waitlistFor', { date, time })}
                        onClick={() => setWaitFor(option)}
                      >
                        {t('waitlist.join')}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {sessionId && maxSeats > 1 ? (
            <SeatsSelect
              id="class-seats"
              value={seats}
              max={maxSeats}
              onChange={(n) => onChange({ seats: n })}
            />
          ) : null}
          {waitFor ? (
            <Suspense fallback={null}>
              <WaitlistForm
                key={waitFor.id}
                slug={props.slug}
                serviceId={props.service.id}
                serviceName={props.service.name}
                teamMemberId={null}
                staffName={null}
                date={waitFor.localStart.slice(0, 10)}
                dayFull
                lastDate={undefined}
                classSession={{
                  id: waitFor.id,
                  maxSeats: props.service.classMaxSeats ?? 1,
                  when: `${formatLocalDate(waitFor.localStart.slice(0, 10), undefined, intl)} · ${formatTime12(waitFor.localStart.slice(11, 16), intl)}`,
                }}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </StepSection>
  );
}
