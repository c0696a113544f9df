// The waitlist on the booking page, loaded once a date is chosen: 'Join the waitlist' (the day is full, or the
// customer wants an earlier time), then the form: the service (and member) they
// chose, up to five preferred dates (each any time, morning, afternoon or evening, or a range of dates) and their
// contact. The confirmation, with the link to see or leave the waitlist, comes by email or text message.
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import {
  DAY_PART_LABEL,
  DAY_PARTS,
  type DayPart,
  MAX_WAITLIST_WINDOWS,
} from '#shared/domain/waitlist-windows.ts';
import type { useBookingFlow } from '../use-booking-flow.ts';

type BookingFlowState = ReturnType<typeof useBookingFlow>;
type WindowRow = { key: number; from: string; to: string; part: DayPart };
type Joined = { link: string };

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      return (JSON.parse(error.body) as { message: string }).message;
    } catch {
      return error.body;
    }
  }
  return 'Something went wrong. Please try again.';
}

const selectClass =
  'h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm';

export function WaitlistJoin({ slug, flow }: { slug: string; flow: BookingFlowState }) {
  const day = flow.dates.find((d) => d.date === flow.date);
  if (!flow.service || !flow.date || !day) return null;
  const anyone = flow.teamMemberId === 'any';
  return (
    <WaitlistForm
      // A new service, member or date starts over with the prompt.
      key={`${flow.service.id} ${flow.teamMemberId} ${flow.date}`}
      slug={slug}
      serviceId={flow.service.id}
      serviceName={flow.service.name}
      teamMemberId={anyone ? null : flow.teamMemberId}
      staffName={anyone ? null : flow.staffName}
      date={flow.date}
      dayFull={!day.hasFreeTime}
      lastDate={flow.dates.at(-1)?.date}
    />
  );
}

function WaitlistForm({
  slug,
  serviceId,
  serviceName,
  teamMemberId,
  staffName,
  date,
  dayFull,
  lastDate,
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
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
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
      });
      setJoined(answer);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        {dayFull ? 'This day is fully booked.' : 'Want an earlier time?'}
        <button
          type="button"
          className="font-medium text-(--brand-ink) underline underline-offset-4"
          onClick={() => setOpen(true)}
        >
          Join the waitlist
        </button>
      </p>
    );
  }

  if (joined) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-(--brand-ink)/30 p-4">
        <p className="font-semibold">You are on the waitlist</p>
        <p className="text-sm text-muted-foreground">
          When a time you asked for frees up, we hold it for you and send it to you at once. Your confirmation
          has the link to see or leave the waitlist.
        </p>
        <a href={joined.link} className="text-sm font-medium underline">
          See or leave the waitlist
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          Join the waitlist
        </h3>
        <p className="text-sm text-muted-foreground">
          {serviceName}
          {staffName ? ` with ${staffName}` : ''}. Tell us when suits you: if a time frees up, it is held for
          you.
        </p>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Preferred dates (up to {MAX_WAITLIST_WINDOWS})</legend>
        {windows.map((row, n) => (
          <div key={row.key} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <div className="grid gap-1 text-xs">
              <label htmlFor={`${id}-from-${row.key}`}>Date {n + 1}</label>
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
              <label htmlFor={`${id}-to-${row.key}`}>Until (optional)</label>
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
              <span>Time of day</span>
              <select
                className={selectClass}
                value={row.part}
                onChange={(e) => update(row.key, { part: e.target.value as DayPart })}
              >
                {DAY_PARTS.map((part) => (
                  <option key={part} value={part}>
                    {DAY_PART_LABEL[part]}
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
                Remove<span className="sr-only"> date {n + 1}</span>
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
            Add another date
          </Button>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['firstName', 'First name', 'text', 'given-name', true],
            ['lastName', 'Last name', 'text', 'family-name', false],
            ['phone', 'Phone', 'tel', 'tel', true],
            ['email', 'Email (for the offer link)', 'email', 'email', false],
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
        {pending ? 'Joining…' : 'Join the waitlist'}
      </Button>
    </form>
  );
}
