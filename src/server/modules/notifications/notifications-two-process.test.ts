// Two app processes on one PostgreSQL: a booking made through process A reaches the owner's event stream held by
// process B within a second (LISTEN/NOTIFY), and B then lists the new notification.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_PASSWORD } from '#server/db/seed.ts';
import { DEMO_OWNER_EMAIL } from '#server/modules/auth/auth.service.ts';
import { PROCESS_TEST_TIMEOUT, startAppProcesses } from '#server/test/app-processes.ts';
import { nextWeekday } from '#server/test/factories.ts';

const url = process.env.DATABASE_URL;
let stop: (() => Promise<void>) | undefined;
let abortStream: (() => void) | undefined;

afterAll(async () => {
  abortStream?.();
  await stop?.();
});

describe.runIf(url)('notifications across two app processes on one PostgreSQL', () => {
  it('a booking through process A reaches a stream held by process B within 1 s', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `notify_two_process_${process.pid}`,
      count: 2,
    });
    stop = apps.stop;
    const [baseA, baseB] = apps.bases as [string, string];

    // The demo owner signs in on B and opens the stream there.
    const login = await fetch(`${baseB}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const controller = new AbortController();
    abortStream = () => controller.abort();
    const stream = await fetch(`${baseB}/api/notifications/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(': connected');

    // A customer books on A.
    const services = (await (await fetch(`${baseA}/api/businesses/demo/services`)).json()) as Array<{
      id: string;
      duration: number;
    }>;
    const date = nextWeekday(3, 'America/New_York', 9);
    const booked = performance.now();
    const booking = await fetch(`${baseA}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessSlug: 'demo',
        serviceId: services[0]!.id,
        appointmentDate: `${date}T13:00:00`,
        clientData: { firstName: 'Across', lastName: 'Processes', phone: '555-010-4242' },
      }),
    });
    expect(booking.status, await booking.clone().text()).toBe(201);
    const answered = performance.now();

    const deadline = setTimeout(() => controller.abort(), 1_000);
    while (!text.includes('event: notifications')) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const heard = performance.now();
    clearTimeout(deadline);
    expect(text).toContain('event: notifications');
    // From the booking's answer on A to the event on B (the request itself takes what it takes).
    expect(heard - answered).toBeLessThan(1_000);
    process.stdout.write(
      `notification event on process B ${Math.round(heard - answered)} ms after process A answered the booking (${Math.round(heard - booked)} ms after it was sent)\n`,
    );

    const list = (await (
      await fetch(`${baseB}/api/notifications`, { headers: { cookie } })
    ).json()) as Array<{
      type: string;
      message: string;
      read: boolean;
    }>;
    expect(list.find((n) => n.type === 'booking' && n.message.includes('Across'))).toMatchObject({
      read: false,
    });
  });
});
