// The waitlist's form on the booking page (decision 029): the service (and member) chosen, up to five preferred dates
// (each any time, morning, afternoon or evening, or a range of dates) and the contact; for a full class session
// (decision 036) that session and the seats wanted instead of dates. The confirmation, with the link to see or leave
// the waitlist, comes by email or text message. Fetched only when the customer asks for it.
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type StepsMessageId, useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { DAY_PARTS, type DayPart, MAX_WAITLIST_WINDOWS } from '#shared/domain/waitlist-windows.ts';
import { isLocale } from '#shared/i18n/locales.ts';
import { SeatsSelect } from './seats-select.tsx';

type WindowRow = { key: number; from: string; to: string; part: DayPart };
type Joined = { link: string };

/** The server's reason as it wrote it (in English: its messages have no code to translate them by). */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      return (JSON.parse(error.body) as { message: string }).message;
    } catch {
      return error.body;
    }
  }
  return fallback;
}

const PART_LABEL: Record<DayPart, StepsMessageId> = {
  any: 'waitlist.part.any',
  morning: 'waitlist.part.morning',
  afternoon: 'waitlist.part.afternoon',
  evening: 'waitlist.part.evening',
};

const selectClass =
  'h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm';

export function WaitlistForm({
  slug,
  serviceId,
  serviceName,
  teamMemberId,
  staffName,
  date,
  dayFull,
  lastDate,
  classSession,
}: {
  slug: string;
  serviceId: string;
  serviceName: string;
  teamMemberId: string | null;
  staffName: string | null;
  date: string;
  /** The chosen date has no free time left (else the customer may want an earlier time than offered). */
  dayFull: boolean;
  /** The last date the business takes bookings for. */
  lastDate: string | undefined;
  /** A full class session (decision 036): the form asks for seats in it, open at once, without dates. */
  classSession?: { id: string; when: string; maxSeats: number };
}) {
  const { t, locale } = useStepsI18n();
  const id = useId();
  const [open, setOpen] = useState(Boolean(classSession));
  const [seats, setSeats] = useState(1);
  const [windows, setWindows] = useState<WindowRow[]>([{ key: 0, from: date, to: '', part: 'any' }]);
  const [contact, setContact] = useState({ firstName: '', lastName: '', phone: '', email: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  const update = (key: number, change: Partial<WindowRow>) =>
    setWindows((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await apiRequest<Joined>('POST', '/api/waitlist', {
        businessSlug: slug,
        serviceId,
        teamMemberId,
        windows: windows.map(({ from, to, part }) => ({ from, ...(to ? { to } : {}), part })),
        clientData: { ...contact, email: contact.email || undefined },
        ...(classSession ? { classSessionId: classSession.id, seats } : {}),
        // Their messages will speak the page's language (not the pseudo-locale of the tests).
        ...(isLocale(locale) ? { language: locale } : {}),
      });
      setJoined(answer);
    } catch (failure) {
      setError(messageOf(failure, t('booking.failedText')));
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        {dayFull ? t('waitlist.dayFull') : t('waitlist.earlier')}
        <button
          type="button"
          className="font-medium text-(--brand-ink) underline underline-offset-4"
          onClick={() => setOpen(true)}
        >
          {t('waitlist.join')}
        </button>
      </p>
    );
  }

  if (joined) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-(--brand-ink)/30 p-4">
        <p className="font-semibold">{t('waitlist.joinedTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('waitlist.joinedText')}</p>
        <a href={joined.link} className="text-sm font-medium underline">
          {t('waitlist.seeOrLeave')}
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {t('waitlist.join')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {classSession
            ? t('waitlist.classIntro', { service: serviceName, when: classSession.when })
            : t('waitlist.intro', {
                chosen: staffName ? 'member' : 'anyone',
                service: serviceName,
                staff: staffName ?? '',
              })}
        </p>
      </div>
      {classSession && classSession.maxSeats > 1 ? (
        <SeatsSelect id={`${id}-seats`} value={seats} max={classSession.maxSeats} onChange={setSeats} />
      ) : null}
      {classSession ? null : (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">
            {t('waitlist.dates', { max: MAX_WAITLIST_WINDOWS })}
          </legend>
          {windows.map((row, n) => (
            <div key={row.key} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <div className="grid gap-1 text-xs">
                <label htmlFor={`${id}-from-${row.key}`}>{t('waitlist.dateN', { n: n + 1 })}</label>
                <Input
                  id={`${id}-from-${row.key}`}
                  type="date"
                  required
                  value={row.from}
                  max={lastDate}
                  onChange={(e) => update(row.key, { from: e.target.value })}
                />
              </div>
              <div className="grid gap-1 text-xs">
                <label htmlFor={`${id}-to-${row.key}`}>{t('waitlist.until')}</label>
                <Input
                  id={`${id}-to-${row.key}`}
                  type="date"
                  value={row.to}
                  min={row.from}
                  max={lastDate}
                  onChange={(e) => update(row.key, { to: e.target.value })}
                />
              </div>
              <label className="grid gap-1 text-xs">
                <span>{t('waitlist.partOfDay')}</span>
                <select
                  className={selectClass}
                  value={row.part}
                  onChange={(e) => update(row.key, { part: e.target.value as DayPart })}
                >
                  {DAY_PARTS.map((part) => (
                    <option key={part} value={part}>
                      {t(PART_LABEL[part])}
                    </option>
                  ))}
                </select>
              </label>
              {windows.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="self-end"
                  onClick={() => setWindows((rows) => rows.filter((r) => r.key !== row.key))}
                >
                  {t('waitlist.remove')}
                  <span className="sr-only"> {t('waitlist.removeDate', { n: n + 1 })}</span>
                </Button>
              ) : null}
            </div>
          ))}
          {windows.length < MAX_WAITLIST_WINDOWS ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() =>
                setWindows((rows) => [
                  ...rows,
                  { key: Math.max(...rows.map((r) => r.key)) + 1, from: date, to: '', part: 'any' },
                ])
              }
            >
              {t('waitlist.addDate')}
            </Button>
          ) : null}
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['firstName', t('waitlist.firstName'), 'text', 'given-name', true],
            ['lastName', t('waitlist.lastName'), 'text', 'family-name', false],
            ['phone', t('waitlist.phone'), 'tel', 'tel', true],
            ['email', t('waitlist.email'), 'email', 'email', false],
          ] as const
        ).map(([field, label, type, autoComplete, required]) => (
          <div key={field} className="grid gap-1.5 text-sm font-medium">
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <Input
              id={`${id}-${field}`}
              type={type}
              autoComplete={autoComplete}
              required={required}
              value={contact[field]}
              onChange={(e) => setContact((c) => ({ ...c, [field]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t('waitlist.joining') : t('waitlist.join')}
      </Button>
    </form>
  );
}
