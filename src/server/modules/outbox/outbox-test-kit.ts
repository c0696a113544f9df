// Stand-ins for the providers, started by tests and the bench: a real SMTP server (smtp-server) that parses what it
// receives, and a local HTTP server answering like Twilio's Messages API.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { clients } from '#server/db/schema/bookings.ts';
import { createBusinessFixture } from '#server/test/factories.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import type { Transport } from './delivery.types.ts';
import { createEmailTransport } from './email-transport.ts';
import { createSmsTransport } from './sms-transport.ts';
import { createOutboxWorker } from './worker.ts';

export type SmtpStandIn = {
  url: string;
  /** Every message accepted, in order, as mailparser reads it. */
  received: ParsedMail[];
  /** How many messages each Message-ID arrived in. */
  countsById: () => Map<string, number>;
  /** Messages accepted so far. */
  count: () => number;
  /** Holds back the answer to every message from now on, as a slow server would. */
  hold: () => void;
  /** Answers the held messages. One whose sender hung up meanwhile never had its answer: it is not accepted. */
  release: () => void;
  close: () => Promise<void>;
};

/** An SMTP server on a free port; `parse: false` keeps only the Message-ID (for counting many messages fast). */
export async function startSmtpServer(options: { parse?: boolean } = {}): Promise<SmtpStandIn> {
  const parse = options.parse ?? true;
  const received: ParsedMail[] = [];
  const ids: string[] = [];
  let holding = false;
  const held: Array<() => Promise<void>> = [];
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const accept = async () => {
          if (hungUp.has(session.id)) return;
          if (parse) {
            const mail = await simpleParser(raw);
            received.push(mail);
            ids.push(mail.messageId ?? '');
          } else {
            ids.push(/^message-id:\s*(\S+)/im.exec(raw.toString('utf8'))?.[1] ?? '');
          }
          callback();
        };
        if (holding) held.push(accept);
        else void accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    countsById() {
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
    count: () => ids.length,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const accept of held.splice(0)) void accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};

/** Answers like Twilio's Messages.json: 201 with a sid, or `status` when the test sets one. */
export async function startTwilioStandIn() {
  const requests: TwilioRequest[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status < 300 ? { sid: `SM${requests.length}` } : { message: 'The number is invalid' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A business with `count` bookings tomorrow and onwards, 30 minutes apart, each with a 2-hour email reminder due a
 * minute ago, to client<n>@example.com; returns the business id.
 */
export async function seedDueReminders(db: Db, count: number): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ email: `owner-${suffix}@example.com` })
    .returning();
  const { business, services, staff } = await createBusinessFixture(db, { userId: user!.id });
  const [client] = await db
    .insert(clients)
    .values({
      businessId: business.id,
      firstName: 'Ada',
      phone: '+15550100000',
      phoneNormalized: '+15550100000',
    })
    .returning();
  await db.execute(sql`
    with booking as (
      insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
        duration_minutes, price, status)
      select gen_random_uuid(), ${business.id}, ${services[0]!.id}, ${client!.id}, ${staff[0]!.id},
        date_trunc('hour', now()) + interval '1 day' + n * interval '30 minutes',
        date_trunc('hour', now()) + interval '1 day' + (n + 1) * interval '30 minutes', 30, 35, 'confirmed'
      from generate_series(1, ${count}) n
      returning id, appointment_date
    )
    insert into outbox (id, business_id, booking_id, kind, channel, recipient, occasion, due_at)
    select gen_random_uuid(), ${business.id}, b.id, 'reminder_2h', 'email',
      'client' || row_number() over (order by b.appointment_date) || '@example.com',
      to_char(b.appointment_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), now() - interval '1 minute'
    from booking b`);
  return business.id;
}

/** A client of the business who chose their own message channels, written before their first booking (which
 * then finds them by phone); their normalized phone. */
export async function insertClientWithChannels(
  db: Db,
  businessId: string,
  client: { firstName: string; lastName: string; phone: string; email?: string },
  messages: { email?: boolean; sms?: boolean },
) {
  const phoneNormalized = normalizePhone(client.phone)!;
  await db.insert(clients).values({ businessId, ...client, phoneNormalized, preferences: { messages } });
  return phoneNormalized;
}

/** A worker delivering to the stand-ins (no push), run by the test one round at a time; close its email transport
 * after the tests. */
export function standInWorker(db: Db, standIns: { smtpUrl: string; twilioUrl: string; publicUrl?: string }) {
  const email = createEmailTransport({ smtpUrl: standIns.smtpUrl, from: 'bookings@bookwell.test' });
  const noPush: Transport = async () => ({ status: 'skipped', reason: 'no push transport' });
  const worker = createOutboxWorker({
    db,
    retryBaseMs: 0,
    publicUrl: standIns.publicUrl,
    transports: {
      email,
      sms: createSmsTransport({
        accountSid: 'AC123',
        authToken: 'secret-token',
        from: '+15550001111',
        apiUrl: standIns.twilioUrl,
      }),
      push: noPush,
    },
  });
  return { worker, close: () => email.close() };
}

/** A worker sending email to a real SMTP server (texts and pushes pretend to go), run by the test one round at a
 * time; `close` after the tests. */
export async function smtpWorker(db: Db) {
  const smtp = await startSmtpServer();
  const email = createEmailTransport({ smtpUrl: smtp.url, from: 'no-reply@bookwell.test' });
  const sent: Transport = async () => ({ status: 'sent' });
  const worker = createOutboxWorker({ db, transports: { email, sms: sent, push: sent } });
  return {
    smtp,
    worker,
    close: async () => {
      email.close();
      await smtp.close();
    },
  };
}
