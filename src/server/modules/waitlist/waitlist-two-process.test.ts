// Two app processes on one PostgreSQL, both running the waitlist and outbox workers: six bookings cancelled at
// once through both processes are each offered exactly once, to six different customers (counted at the SMTP
// stand-in), and nobody is offered two times.
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { PROCESS_TEST_TIMEOUT, startAppProcesses } from '#server/test/app-processes.ts';
import { nextWeekday } from '#server/test/factories.ts';

const url = process.env.DATABASE_URL;
let stop: (() => Promise<void>) | undefined;
const smtp = await startSmtpServer();

afterAll(async () => {
  await stop?.();
  await smtp.close();
});

const TIMES = ['10:00', '10:30', '11:00', '13:00', '13:30', '14:00'];

describe.runIf(url)('the waitlist in two app processes on one PostgreSQL', () => {
  it('offers each freed time once, each to one customer', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `waitlist_two_${process.pid}`,
      count: 2,
      env: { SMTP_URL: smtp.url },
    });
    stop = apps.stop;
    const [a, b] = apps.bases as [string, string];
    const post = (base: string, path: string, payload: object = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    const services = (await (await fetch(`${a}/api/businesses/demo/services`)).json()) as Array<{
      id: string;
      duration: number;
    }>;
    const service = services.find((s) => s.duration === 30)!;
    const team = (await (await fetch(`${a}/api/businesses/demo/team-members`)).json()) as Array<{
      id: string;
    }>;
    const member = team[0]!.id;
    const date = nextWeekday(3, 'America/New_York', 9);

    const manageTokens: string[] = [];
    for (const [n, time] of TIMES.entries()) {
      const res = await post(n % 2 ? b : a, '/api/bookings', {
        businessSlug: 'demo',
        serviceId: service.id,
        teamMemberId: member,
        appointmentDate: `${date}T${time}:00`,
        clientData: { firstName: 'Booked', lastName: String(n), phone: `555-050-${1000 + n}` },
      });
      expect(res.status).toBe(201);
      const { manageUrl } = (await res.json()) as { manageUrl: string };
      manageTokens.push(manageUrl.split('/').at(-1)!);
    }
    for (let n = 0; n < 10; n++) {
      const res = await post(n % 2 ? b : a, '/api/waitlist', {
        businessSlug: 'demo',
        serviceId: service.id,
        teamMemberId: member,
        windows: [{ from: date }],
        clientData: { firstName: `W${n}`, phone: `555-060-${1000 + n}`, email: `w${n}@example.com` },
      });
      expect(res.status).toBe(201);
    }

    // Every booking cancelled at once, half through each process.
    const cancels = await Promise.all(
      manageTokens.map((token, n) => post(n % 2 ? a : b, `/api/manage/${token}/cancel`)),
    );
    expect(cancels.map((r) => r.status)).toEqual(TIMES.map(() => 200));

    const offers = () => smtp.received.filter((m) => /A time is free for you/.test(m.subject ?? ''));
    const end = Date.now() + 30_000;
    while (offers().length < TIMES.length && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // Both workers poll every two seconds: a duplicate would have arrived by now.
    await new Promise((r) => setTimeout(r, 5_000));
    const sent = offers();
    expect(sent).toHaveLength(TIMES.length);
    const recipients = sent.map((m) => JSON.stringify(m.to));
    expect(new Set(recipients).size).toBe(TIMES.length);
    const times = sent.map((m) => /with [^\n]* on ([^\n]*)\./.exec(m.text ?? '')?.[1]);
    expect(new Set(times).size).toBe(TIMES.length);
    // The first six in joining order got them.
    expect(recipients.map((r) => /w(\d)@/.exec(r)?.[1]).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});
