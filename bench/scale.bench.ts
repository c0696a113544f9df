// Scale (issue 29): 20,000 businesses, ~5 million bookings and ~1 million clients on PostgreSQL, generated with SQL
// in its own database (bookwell_scale, kept and reused while its generation version matches). Then, against the real
// app: p99 at 20 connections of public availability, the owner dashboard's reads, client search, the analytics
// overview and the Messages view for a big business (50,000 bookings, 10,000 clients) as a ratio to the same request
// for a small one (30 bookings, 10 clients; same staff, services and hours) measured in the same run (target ≤ 1.3),
// and the outbox worker's claim query planned on the full outbox (a Seq Scan on it fails the bench).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/server/platform/password.ts';
import {
  freePort,
  type LoadResult,
  latencyRatioLine,
  load,
  PG_URL,
  root,
  START_ARGS,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib.ts';

/** Bump when the generated data changes shape: the next run drops the database and generates it again. */
const GENERATION = 1;
const DB_NAME = 'bookwell_scale';
const PASSWORD = 'scale-bench-owner-1';
const TARGET = 1.3;
const CONNECTIONS = 20;
/** Each measure: this many alternating rounds of big and small, of ROUND_SECONDS each. */
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const SETTLE_MS = 3_000;
const BUSINESSES = 20_000;
/** History from this many days before the generation day to DAYS_AHEAD after it, 8 one-hour slots a day. */
const DAYS_BACK = 730;
const DAYS_AHEAD = 60;
const BIG = { slug: 'scale-big', no: 1, staff: 10, clients: 10_000, bookings: 50_000 };
const SMALL = { slug: 'scale-small', no: 2, staff: 10, clients: 10, bookings: 30 };
/** Every other business: 2 to 5 staff, 50 clients, 250 bookings. */
const TYPICAL = { clients: 50, bookings: 250 };
/** The tables the bulk load fills: their keys, indexes and triggers are set aside during it and rebuilt after. */
const BULK_TABLES = [
  'services',
  'team_members',
  'team_member_services',
  'bookings',
  'clients',
  'outbox',
  'notifications',
  'booking_events',
  'payment_transactions',
  'reviews',
];

const adminUrl = (database: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
};
const scaleUrl = adminUrl(DB_NAME);

async function withClient<T>(url: string, run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** The generation version and duration recorded in the scale database, or null when it is missing or unfinished. */
async function recordedGeneration(): Promise<{
  version: number;
  seconds: number;
  generated_at: Date;
} | null> {
  const exists = await withClient(adminUrl('postgres'), async (db) => {
    const { rowCount } = await db.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    return rowCount === 1;
  });
  if (!exists) return null;
  return withClient(scaleUrl, async (db) => {
    const { rows } = await db
      .query<{ version: number; seconds: number; generated_at: Date }>(
        `select version, seconds::float8 as seconds, generated_at from scale_generation
       where to_regclass('scale_generation') is not null`,
      )
      .catch(() => ({ rows: [] }));
    return rows[0] ?? null;
  });
}

/** The app on the scale database; it applies the migrations at start. */
async function startApp(port: string) {
  const child = startProcess(START_ARGS, {
    PORT: port,
    DATABASE_URL: scaleUrl,
    DEMO_SEED: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  await waitForOk(`http://127.0.0.1:${port}/api/health`, 300_000);
  return child;
}

const WEEK_HOURS = JSON.stringify(
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    openTime: '09:00',
    closeTime: '17:00',
    breaks: [],
  })),
);
const RULES = JSON.stringify({
  slotStepMinutes: 30,
  minNoticeMinutes: 60,
  bookingWindowDays: 60,
  bufferMinutes: 0,
});
const FIRST_NAMES = `(array['Olivia','Liam','Emma','Noah','Ava','Mateo','Sofia','Lucas','Mia','Ethan','Isabella',
  'Amir','Chloe','Kenji','Grace','Diego','Hannah','Omar','Zoe','Samuel'])`;
const LAST_NAMES = `(array['Smith','Garcia','Johnson','Nguyen','Brown','Martinez','Davis','Lopez','Wilson','Kim',
  'Anderson','Patel','Taylor','Thomas','Moore','Jackson','Martin','Lee','Walker','Hall'])`;

/**
 * The data set, step by step. Business `no` 1 is the big one and 2 the small one; staging tables (scale_*) hold
 * each generated row's numbers so that later steps can join to them, and are dropped at the end. Ids are UUIDv7
 * stamped with the row's created_at, as the app makes them. Bookings sit in distinct (member, day, hour) cells, so
 * none overlaps; durations are at most an hour.
 */
function generationSteps(passwordHash: string): Array<{ label: string; sql: string }> {
  const [hash, hours, rules] = [passwordHash, WEEK_HOURS, RULES].map((v) => pg.escapeLiteral(v));
  const days = DAYS_BACK + DAYS_AHEAD;
  return [
    {
      label: 'businesses and owners',
      sql: `create unlogged table scale_biz as
        select no, pg_temp.v7(created) as id, pg_temp.v7(created) as user_id, created,
          case no when ${BIG.no} then '${BIG.slug}' when ${SMALL.no} then '${SMALL.slug}' else 'scale-' || no end as slug,
          case when no <= 2 then 'America/New_York' else (array['America/New_York','America/Chicago',
            'America/Los_Angeles','Europe/London'])[1 + no % 4] end as tz,
          case no when ${BIG.no} then ${BIG.staff} when ${SMALL.no} then ${SMALL.staff} else 2 + no % 4 end as n_staff,
          case no when ${BIG.no} then ${BIG.clients} when ${SMALL.no} then ${SMALL.clients}
            else ${TYPICAL.clients} end as n_clients,
          case no when ${BIG.no} then ${BIG.bookings} when ${SMALL.no} then ${SMALL.bookings}
            else ${TYPICAL.bookings} end as n_bookings
        from (select no, now() - interval '${days - DAYS_AHEAD + 30} days' + (no % 1440) * interval '1 minute' as created
              from generate_series(1, ${BUSINESSES}) no) g;
        insert into users (id, email, first_name, last_name, password, email_verified, subscription_status,
          created_at, updated_at)
        select user_id, 'owner-' || slug || '@scale.example', 'Owner', 'No ' || no, ${hash}, true, 'active', created, created
        from scale_biz;
        insert into businesses (id, user_id, name, business_type, slug, timezone, phone, email, business_hours,
          booking_rules, created_at, updated_at)
        select id, user_id, 'Scale Salon ' || no, 'salon', slug, tz, '+1202' || lpad(no::text, 7, '0'),
          slug || '@scale.example', ${hours}::jsonb, ${rules}::jsonb, created, created
        from scale_biz;
        insert into client_customizations (business_id) select id from scale_biz;`,
    },
    {
      label: 'services and team members',
      sql: `create unlogged table scale_svc as
        select b.no, s.k, pg_temp.v7(b.created) as id, (array['Haircut','Colour','Beard trim','Styling'])[s.k + 1] as name,
          (array[25, 40, 55, 80])[s.k + 1]::numeric as price, (array[30, 45, 60, 60])[s.k + 1] as duration
        from scale_biz b cross join generate_series(0, 3) s(k);
        insert into services (id, business_id, name, price, duration, display_order, created_at, updated_at)
        select s.id, b.id, s.name, s.price, s.duration, s.k, b.created, b.created from scale_svc s join scale_biz b using (no);
        create unlogged table scale_staff as
        select b.no, m.k, pg_temp.v7(b.created) as id from scale_biz b cross join lateral generate_series(0, b.n_staff - 1) m(k);
        insert into team_members (id, business_id, name, display_order, created_at, updated_at)
        select m.id, b.id, 'Stylist ' || (m.k + 1), m.k, b.created, b.created from scale_staff m join scale_biz b using (no);
        insert into team_member_services (business_id, team_member_id, service_id)
        select b.id, m.id, s.id from scale_biz b join scale_staff m using (no) join scale_svc s using (no);`,
    },
    {
      label: 'bookings (staging)',
      sql: `create unlogged table scale_cli as
        select b.no, c.k, pg_temp.v7(b.created) as id, ${FIRST_NAMES}[1 + c.k % 20] as first_name,
          ${LAST_NAMES}[1 + (c.k / 20 + b.no) % 20] as last_name, '+1555' || lpad(c.k::text, 7, '0') as phone_normalized
        from scale_biz b cross join lateral generate_series(0, b.n_clients - 1) c(k);
        create unlogged table scale_book as
        with slot as (
          select b.no, b.id as business_id, b.user_id, b.tz, b.n_staff, b.n_clients, g.k,
            g.k::bigint * (${days}::bigint * b.n_staff * 8) / b.n_bookings as cell
          from scale_biz b cross join lateral generate_series(0, b.n_bookings - 1) g(k)
        ), placed as (
          select slot.*, ((current_date - ${DAYS_BACK} + (cell / (n_staff * 8))::int)::timestamp
              + (9 + cell % 8) * interval '1 hour') at time zone tz as at
          from slot
        ), dated as (
          select placed.*,
            case when at > now() then (case when k % 10 = 0 then 'pending' else 'confirmed' end)
              when k % 17 = 0 then 'cancelled' when k % 29 = 0 then 'no_show' when k % 23 = 0 then 'confirmed'
              else 'completed' end as status,
            least(at - interval '14 days', now() - interval '10 minutes' - (k % 997) * interval '1 minute') as created_at
          from placed
        )
        select pg_temp.v7(d.created_at) as id, d.business_id, d.user_id, d.tz, d.k, s.id as service_id,
          s.name as service_name, s.price, s.duration, c.id as client_id, c.first_name || ' ' || c.last_name as client_name,
          case when c.k % 10 < 7 then lower(c.first_name || '.' || c.last_name) || '.' || c.k || '@example.com' end
            as client_email,
          c.phone_normalized as client_phone, m.id as team_member_id, d.at as appointment_date,
          d.at + s.duration * interval '1 minute' as ends_at, d.status, d.created_at,
          case when d.status = 'completed' and d.k % 10 < 6 then s.price end as paid_amount
        from dated d
        join scale_svc s on s.no = d.no and s.k = d.k % 4
        join scale_staff m on m.no = d.no and m.k = (d.cell / 8) % d.n_staff
        join scale_cli c on c.no = d.no and c.k = (d.k * 7919) % d.n_clients;`,
    },
    {
      label: 'clients',
      // A client is created with their first booking (or with the business when they have none).
      sql: `insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email,
          marketing_consent, created_at, updated_at)
        select c.id, b.id, c.first_name, c.last_name, '(555) ' || substr(lpad(c.k::text, 7, '0'), 1, 3) || '-'
            || substr(lpad(c.k::text, 7, '0'), 4), c.phone_normalized,
          case when c.k % 10 < 7 then lower(c.first_name || '.' || c.last_name) || '.' || c.k || '@example.com' end,
          c.k % 3 = 0, coalesce(f.first_at, b.created), coalesce(f.first_at, b.created)
        from scale_cli c join scale_biz b using (no)
        left join (select client_id, min(created_at) as first_at from scale_book group by 1) f on f.client_id = c.id;`,
    },
    {
      label: 'bookings',
      sql: `insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
          duration_minutes, price, paid_amount, status, cancellation_reason, source, created_at, updated_at)
        select id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at, duration, price,
          paid_amount, status, case when status = 'cancelled' then 'Client cancelled' end, 'online', created_at,
          greatest(created_at, least(ends_at, now()))
        from scale_book;`,
    },
    {
      label: 'booking history, notifications, payments and reviews',
      sql: `insert into booking_events (id, business_id, booking_id, action, from_status, to_status, details, created_at)
        select pg_temp.v7(created_at), business_id, id, 'created', null,
          case when status = 'pending' then 'pending' else 'confirmed' end,
          jsonb_build_object('teamMemberId', team_member_id), created_at
        from scale_book;
        insert into notifications (id, business_id, type, title, message, action_url, data, read, created_at)
        select pg_temp.v7(created_at), business_id, 'booking', 'New booking',
          client_name || ' booked ' || service_name, '/calendar',
          jsonb_build_object('bookingId', id, 'clientName', client_name), created_at < now() - interval '2 days',
          created_at
        from scale_book;
        insert into payment_transactions (id, business_id, booking_id, kind, amount, tip, method, status,
          team_member_id, recorded_by, created_at)
        select pg_temp.v7(ends_at), business_id, id, 'payment', paid_amount, case when k % 3 = 0 then 5 else 0 end,
          case when k % 2 = 0 then 'cash' else 'card' end, 'succeeded', team_member_id, user_id, ends_at
        from scale_book where paid_amount is not null;
        insert into reviews (id, business_id, booking_id, client_id, client_name, rating, comment, created_at)
        select pg_temp.v7(least(ends_at + interval '1 day', now())), business_id, id, client_id, client_name,
          3 + k % 3, 'Lovely visit', least(ends_at + interval '1 day', now())
        from scale_book where status = 'completed' and k % 10 = 5;`,
    },
    {
      label: 'outbox',
      // Each booking's confirmation (by email, or by text to a client without one), sent; the reminders of live
      // upcoming bookings, sent when their time has passed and queued otherwise.
      sql: `insert into outbox (id, business_id, booking_id, kind, channel, recipient, payload, occasion, due_at,
          attempts, status, sent_at, created_at, updated_at)
        select pg_temp.v7(created_at), business_id, id, 'booking_confirmation',
          case when client_email is null then 'sms' else 'email' end, coalesce(client_email, client_phone),
          '{}'::jsonb, '', created_at, 1, 'sent', created_at + interval '2 seconds', created_at,
          created_at + interval '2 seconds'
        from scale_book;
        insert into outbox (id, business_id, booking_id, kind, channel, recipient, payload, occasion, due_at,
          attempts, status, sent_at, created_at, updated_at)
        select pg_temp.v7(b.created_at), b.business_id, b.id, r.kind, 'email', b.client_email, '{}'::jsonb,
          to_char(b.appointment_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), r.due_at,
          case when r.due_at <= now() then 1 else 0 end, case when r.due_at <= now() then 'sent' else 'queued' end,
          case when r.due_at <= now() then r.due_at end, b.created_at, least(r.due_at, now())
        from scale_book b
        cross join lateral (values
          ('reminder_24h', ((b.appointment_date at time zone b.tz) - interval '1 day') at time zone b.tz),
          ('reminder_2h', b.appointment_date - interval '2 hours')) r(kind, due_at)
        where b.status in ('confirmed', 'pending') and b.appointment_date > now() and b.client_email is not null;`,
    },
    {
      label: 'day and all-time totals',
      // What the bookings triggers keep (drizzle/0008): per business, local day (analytics_time_zone) and status.
      sql: `insert into booking_day_totals (business_id, local_date, status, shard, bookings, amount)
        select b.business_id, (b.appointment_date at time zone z.zone)::date, b.status, 0, count(*),
          sum(coalesce(b.paid_amount, b.price))
        from bookings b join (select id, analytics_time_zone(timezone) as zone from businesses) z on z.id = b.business_id
        group by 1, 2, 3;
        insert into booking_totals (business_id, status, shard, bookings, amount)
        select business_id, status, 0, sum(bookings), sum(amount) from booking_day_totals group by 1, 2;`,
    },
  ];
}

type Ddl = { drop: string; create: string };

/** The keys, constraints and indexes of the bulk tables (and foreign keys pointing at them), to drop before the
 * load and create again after it exactly as the migrations made them: foreign keys last, since they need the keys. */
async function bulkDdl(db: pg.Client): Promise<{ keys: Ddl[]; foreignKeys: Ddl[] }> {
  const { rows: constraints } = await db.query<{ tbl: string; name: string; def: string; contype: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def, contype
     from pg_constraint
     where contype in ('p', 'u', 'f', 'x')
       and (conrelid = any($1::regclass[]) or (contype = 'f' and confrelid = any($1::regclass[])))`,
    [BULK_TABLES],
  );
  const { rows: indexes } = await db.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid
                       and c.contype in ('p', 'u', 'x'))`,
    [BULK_TABLES],
  );
  const asDdl = (c: { tbl: string; name: string; def: string }) => ({
    drop: `alter table ${c.tbl} drop constraint "${c.name}"`,
    create: `alter table ${c.tbl} add constraint "${c.name}" ${c.def}`,
  });
  return {
    keys: [
      ...constraints.filter((c) => c.contype !== 'f').map(asDdl),
      ...indexes.map((i) => ({ drop: `drop index ${i.name}`, create: i.def })),
    ],
    foreignKeys: constraints.filter((c) => c.contype === 'f').map(asDdl),
  };
}

async function generate(): Promise<number> {
  const started = performance.now();
  await withClient(adminUrl('postgres'), async (db) => {
    await db.query(`drop database if exists ${DB_NAME} with (force)`);
    await db.query(`create database ${DB_NAME}`);
  });
  // The app applies the migrations; it is stopped before the load sets the keys aside.
  const migrator = await startApp(await freePort());
  await stopProcess(migrator);
  const passwordHash = await hashPassword(PASSWORD);
  return withClient(scaleUrl, async (db) => {
    await db.query(`set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off`);
    // A UUIDv7 for a given instant (48 bits of milliseconds, then random bits with version 7 and the variant).
    await db.query(`create function pg_temp.v7(at timestamptz) returns uuid language sql volatile as $$
      select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
        substring(int8send((extract(epoch from at) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid
    $$`);
    const ddl = await bulkDdl(db);
    for (const d of ddl.foreignKeys) await db.query(d.drop);
    for (const d of ddl.keys) await db.query(d.drop);
    for (const t of BULK_TABLES) await db.query(`alter table ${t} disable trigger user`);
    const step = async (label: string, run: () => Promise<unknown>) => {
      const t0 = performance.now();
      await run();
      console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    };
    for (const s of generationSteps(passwordHash)) {
      await step(s.label, () => db.query(s.sql));
    }
    await step('keys, indexes and constraints rebuilt', async () => {
      for (const d of ddl.keys) await db.query(d.create);
      for (const d of ddl.foreignKeys) await db.query(d.create);
    });
    for (const t of BULK_TABLES) await db.query(`alter table ${t} enable trigger user`);
    await db.query('drop table scale_biz, scale_svc, scale_staff, scale_cli, scale_book');
    await step('vacuum analyze', () => db.query('vacuum analyze'));
    const seconds = (performance.now() - started) / 1000;
    await db.query(
      `create table scale_generation (version int not null, seconds numeric not null,
         generated_at timestamptz not null default now())`,
    );
    await db.query('insert into scale_generation (version, seconds) values ($1, $2)', [GENERATION, seconds]);
    return seconds;
  });
}

/** The outbox worker's claim statement as src/server/modules/outbox/worker.ts writes it, its values as parameters. */
function claimStatement(): string {
  const source = readFileSync(join(root, 'src/server/modules/outbox/worker.ts'), 'utf8');
  const text = /sql`(update outbox o set attempts[\s\S]*?)`/.exec(source)?.[1];
  if (!text)
    throw new Error('the claim statement (update outbox o set attempts …) is not in outbox/worker.ts');
  let n = 0;
  return text.replace(/\$\{[^}]*\}/g, () => `$${++n}`);
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const scansOf = (node: PlanNode): PlanNode[] => [
  ...(node['Relation Name'] === 'outbox' ? [node] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

const describeScans = (plan: PlanNode) => {
  const scans = scansOf(plan);
  const seq = scans.some((s) => s['Node Type'] === 'Seq Scan');
  const described = scans.map(
    (s) => `${s['Node Type']}${s['Index Name'] ? ` using ${s['Index Name']}` : ''}`,
  );
  return { seq, text: `${described.join(', ')}${seq ? ' (Seq Scan on outbox)' : ''}` };
};

/**
 * How the claim reads the outbox, prepared as the worker's named statement is: the plans of its first rounds and
 * of the round after five, when PostgreSQL may switch to a generic plan (plan_cache_mode auto); a Seq Scan on the
 * outbox in any of them fails the bench. The forced generic plan is printed too, for the record.
 */
async function checkClaimPlan(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ status: string; count: number }>(
    'select status, count(*)::int as count from outbox group by 1 order by 1',
  );
  console.log(
    `outbox rows by status: ${rows.map((r) => `${r.status} ${r.count.toLocaleString('en')}`).join(', ')}`,
  );
  await db.query(`prepare scale_claim as ${claimStatement()}`);
  const explain = async () => {
    const { rows: plan } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      'explain (format json) execute scale_claim(300, 50)',
    );
    return describeScans(plan[0]!['QUERY PLAN'][0]!.Plan);
  };
  try {
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await explain());
    const { rows: cache } = await db.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements where name = 'scale_claim'`,
    );
    const ok = rounds.every((r) => !r.seq);
    console.log(
      `outbox claim plan, rounds 1–6 (${cache[0]?.custom_plans} custom, ${cache[0]?.generic_plans} generic): ${[...new Set(rounds.map((r) => r.text))].join(' | ')} ${ok ? 'OK' : 'FAILED: Seq Scan on outbox'}`,
    );
    await db.query('set plan_cache_mode = force_generic_plan');
    const generic = await explain();
    console.log(
      `outbox claim, forced generic plan (not used while it costs more than the custom ones): ${generic.text}`,
    );
    return ok;
  } finally {
    await db.query('deallocate scale_claim; reset plan_cache_mode');
  }
}

async function signIn(app: string, slug: string): Promise<string> {
  const res = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `owner-${slug}@scale.example`, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as the owner of ${slug} failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

type Subject = { slug: string; serviceId: string; cookie: string; bookings: number; clients: number };

async function subject(app: string, db: pg.Client, slug: string): Promise<Subject> {
  const { rows } = await db.query<{ service_id: string; bookings: number; clients: number }>(
    `select (select id from services s where s.business_id = b.id order by display_order limit 1) as service_id,
       (select count(*)::int from bookings where business_id = b.id) as bookings,
       (select count(*)::int from clients where business_id = b.id) as clients
     from businesses b where slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) throw new Error(`no business ${slug} in ${DB_NAME}`);
  return {
    slug,
    serviceId: row.service_id,
    cookie: await signIn(app, slug),
    bookings: row.bookings,
    clients: row.clients,
  };
}

/** The requests measured, as the client makes them (booking page: 30 days; dashboard: its five reads; clients:
 * a search by name; analytics: the default 30 days; Messages: the first page of all). */
const MEASURES: Array<{ label: string; path: (s: Subject) => string; owner: boolean }> = [
  {
    label: 'public availability (30 days)',
    path: (s) => `/api/businesses/${s.slug}/availability?serviceId=${s.serviceId}&days=30`,
    owner: false,
  },
  { label: 'dashboard: business', path: () => '/api/businesses/me', owner: true },
  { label: 'dashboard: summary', path: () => '/api/analytics/dashboard', owner: true },
  { label: "dashboard: today's bookings", path: () => '/api/bookings/today', owner: true },
  { label: 'dashboard: upcoming bookings', path: () => '/api/bookings/upcoming?limit=5', owner: true },
  { label: 'dashboard: live activity', path: () => '/api/analytics/activity?limit=6', owner: true },
  { label: 'client search', path: () => '/api/clients?search=olivia%20smith', owner: true },
  { label: 'analytics overview (30d)', path: () => '/api/analytics/overview?period=30d', owner: true },
  { label: 'Messages view', path: () => '/api/messages', owner: true },
];

const uptime = () => {
  const [one, five, fifteen] = loadavg().map((x) => x.toFixed(2));
  return `${one}, ${five}, ${fifteen}`;
};

let failed = false;
const recorded = await recordedGeneration();
if (recorded?.version === GENERATION) {
  console.log(
    `reusing ${DB_NAME} (generation ${GENERATION}, made ${recorded.generated_at.toISOString()} in ${recorded.seconds.toFixed(0)} s)`,
  );
} else {
  console.log(`generating ${DB_NAME} (generation ${GENERATION}; this takes minutes)`);
  const seconds = await generate();
  console.log(`generated in ${seconds.toFixed(0)} s`);
}

const db = new pg.Client({ connectionString: scaleUrl });
await db.connect();
const port = await freePort();
const app = `http://127.0.0.1:${port}`;
const appProcess = await startApp(port);
try {
  const { rows: sizes } = await db.query<{ businesses: number; bookings: number; clients: number }>(
    `select (select count(*)::int from businesses) as businesses, (select count(*)::int from bookings) as bookings,
       (select count(*)::int from clients) as clients`,
  );
  const size = sizes[0]!;
  console.log(
    `data set: ${size.businesses.toLocaleString('en')} businesses, ${size.bookings.toLocaleString('en')} bookings, ${size.clients.toLocaleString('en')} clients`,
  );
  if (!(await checkClaimPlan(db))) failed = true;

  const big = await subject(app, db, BIG.slug);
  const small = await subject(app, db, SMALL.slug);
  console.log(
    `big: ${big.slug} (${big.bookings.toLocaleString('en')} bookings, ${big.clients.toLocaleString('en')} clients); small: ${small.slug} (${small.bookings} bookings, ${small.clients} clients); same staff, services and hours`,
  );
  console.log(`measuring from ${new Date().toISOString()}; load average at the start: ${uptime()}`);
  for (const m of MEASURES) {
    const url = (s: Subject) => `${app}${m.path(s)}`;
    const headers = (s: Subject): Record<string, string> => (m.owner ? { cookie: s.cookie } : {});
    // Warm: the first answers compile statements and fill caches; a non-200 here is a broken measure.
    for (const s of [big, small]) {
      for (let i = 0; i < 10; i++) {
        const res = await fetch(url(s), { headers: headers(s) });
        if (!res.ok) throw new Error(`${m.label} for ${s.slug}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    }
    // Big and small take turns, so that both see the same moments of a shared machine; each figure is the median
    // of its rounds.
    const rounds: Record<'big' | 'small', LoadResult[]> = { big: [], small: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [key, s] of [
        ['big', big],
        ['small', small],
      ] as const) {
        // Requests still running from the previous round would be counted against this one: let them finish.
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        await fetch(url(s), { headers: headers(s) }).then((res) => res.arrayBuffer());
        rounds[key].push(
          await load({ url: url(s), connections: CONNECTIONS, duration: ROUND_SECONDS, headers: headers(s) }),
        );
      }
    }
    const median = (runs: LoadResult[], pick: (r: LoadResult) => number) =>
      runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    const [b, sm] = [rounds.big, rounds.small];
    const refused = [...b, ...sm].reduce((n, r) => n + r.errors + r.non2xx, 0);
    console.log(
      `${latencyRatioLine(
        `${m.label}, big vs small`,
        median(b, (r) => r.p99),
        median(sm, (r) => r.p99),
        TARGET,
      )} (p50 ${median(b, (r) => r.p50)} vs ${median(sm, (r) => r.p50)} ms; ${median(b, (r) => r.rps).toFixed(0)} vs ${median(sm, (r) => r.rps).toFixed(0)} req/s)${refused ? `; ${refused} requests refused or failed under load (see the app's log above): BELOW TARGET` : ''}`,
    );
  }
  console.log(`measured until ${new Date().toISOString()}; load average at the end: ${uptime()}`);
} finally {
  await stopProcess(appProcess);
  await db.end();
}
if (failed) {
  console.log('scale bench FAILED (see above)');
  process.exit(1);
}
