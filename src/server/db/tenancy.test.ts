// The claim behind docs/scale-path.md: every table holding a business's data carries business_id, and every unique
// or exclusion rule on it includes business_id, so the tables can be sharded by business (Citus) without a rule
// that spans shards. Read from the migrated database's catalog, on the run's engine. A table or constraint nobody
// classified fails the test by name: the migration that adds it decides which list it belongs to.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const { db } = await buildTestApp();

/** The root of every business's data: its own id is the business id, every other business table names it. */
const ROOT = 'businesses';

/** Tables that are not any one business's data, and why. Under Citus they stay on the coordinator (or become
 * reference tables); nothing here may reference `businesses`. */
const PLATFORM_TABLES: Record<string, string> = {
  users: 'an account signs in by email before any business is known; an owner may have no business yet',
  sessions: "an owner's sign-in session, keyed by the cookie's id and read before the business is known",
  oauth_accounts: 'a Google/Apple identity of an account, looked up by provider id at sign-in',
  login_attempts: 'per-address and per-email sign-in throttling, before anyone is signed in',
  two_factor_challenges: 'a pending two-factor sign-in of an account, before its business is loaded',
  email_change_requests: "a pending change of an account's email (the email is platform-wide)",
  user_branding_preferences: "an account's own interface preferences",
  pwa_access_logs: "an account's installed-app visits",
  admin_audit_log: "what platform admins did, across businesses (the admins' record, not a business's)",
  plans: 'the subscription plans offered to every business (a reference table)',
  platform_settings: 'the one row of platform-wide settings',
  app_settings: 'process-wide key/value settings such as the server key',
  website_templates: 'website templates every business chooses from (a reference table)',
  stripe_events: "Stripe webhook event ids seen, deduplicated before the event's business is looked up",
  data_migrations: 'which data migrations ran, for the whole database',
  rate_limits: 'request counts per address or account, shared by every process, before a business is known',
  __drizzle_migrations: "the migrator's journal of applied schema migrations, for the whole database",
};

/** Business tables without a business_id column, and why (each is work to do before sharding). */
const WITHOUT_BUSINESS_ID: Record<string, string> = {
  client_sessions:
    "a client's signed-in session, reached through client_id (a client belongs to one business); needs business_id " +
    'copied from its client before sharding, since the session cookie is looked up on its own',
};

/** Business tables whose business_id may be null, and why (Citus refuses a null distribution column). */
const NULLABLE_BUSINESS_ID: Record<string, string> = {
  uploads: 'an owner may upload a profile photo before creating a business',
  push_subscriptions: "an owner's browser subscribes to push for the account, before or without a business",
  support_requests: 'an owner without a business yet may still ask for help',
};

/** A time-ordered UUIDv7 the app generates (src/server/db/uuid.ts): unique everywhere by construction, so scoping it
 * to a business changes nothing; under Citus the key becomes (business_id, id). */
const UUID_PRIMARY_KEY = 'primary key on a UUIDv7 id, globally unique by construction';

/** Unique and exclusion indexes on business tables that leave business_id out, and why. */
const WITHOUT_BUSINESS_ID_IN_KEY: Record<string, string> = {
  api_keys_pkey: UUID_PRIMARY_KEY,
  availability_pkey: UUID_PRIMARY_KEY,
  booking_events_pkey: UUID_PRIMARY_KEY,
  booking_series_pkey: UUID_PRIMARY_KEY,
  bookings_pkey: UUID_PRIMARY_KEY,
  business_integrations_pkey: UUID_PRIMARY_KEY,
  calendar_connections_pkey: UUID_PRIMARY_KEY,
  cash_closes_pkey: UUID_PRIMARY_KEY,
  client_auth_codes_pkey: UUID_PRIMARY_KEY,
  client_sessions_pkey: UUID_PRIMARY_KEY,
  clients_pkey: UUID_PRIMARY_KEY,
  integration_requests_pkey: UUID_PRIMARY_KEY,
  notifications_pkey: UUID_PRIMARY_KEY,
  outbox_pkey: UUID_PRIMARY_KEY,
  payment_transactions_pkey: UUID_PRIMARY_KEY,
  push_subscriptions_pkey: UUID_PRIMARY_KEY,
  reviews_pkey: UUID_PRIMARY_KEY,
  resources_pkey: UUID_PRIMARY_KEY,
  class_schedules_pkey: UUID_PRIMARY_KEY,
  class_sessions_pkey: UUID_PRIMARY_KEY,
  services_pkey: UUID_PRIMARY_KEY,
  stripe_checkouts_pkey: UUID_PRIMARY_KEY,
  support_requests_pkey: UUID_PRIMARY_KEY,
  team_members_pkey: UUID_PRIMARY_KEY,
  team_audit_log_pkey: UUID_PRIMARY_KEY,
  team_invitations_pkey: UUID_PRIMARY_KEY,
  time_off_pkey: UUID_PRIMARY_KEY,
  uploads_pkey: UUID_PRIMARY_KEY,
  webhook_deliveries_pkey: UUID_PRIMARY_KEY,
  website_projects_pkey: UUID_PRIMARY_KEY,
  waitlist_entries_pkey: UUID_PRIMARY_KEY,
  waitlist_freed_times_pkey: UUID_PRIMARY_KEY,
  waitlist_offers_pkey: UUID_PRIMARY_KEY,
  // Scoped by a column that belongs to one business: adding business_id keeps the rule and costs nothing.
  bookings_no_overlap: 'per team member, and a team member belongs to one business',
  booking_resources_no_overlap: 'per resource, and a resource belongs to one business',
  booking_services_member_no_overlap: 'per team member, and a team member belongs to one business',
  class_sessions_no_overlap: 'per team member (the instructor), and a team member belongs to one business',
  class_sessions_room_no_overlap: 'per resource (the room), and a resource belongs to one business',
  class_sessions_schedule_unique: 'per weekly pattern, and a pattern belongs to one business',
  booking_resources_booking_id_resource_id_pk: 'a booking and a resource of one business',
  booking_services_booking_id_position_pk: 'a booking of one business, and its place in the visit',
  service_resources_service_id_resource_id_pk: 'a service and a resource of one business',
  team_member_services_team_member_id_service_id_pk: 'a team member and a service of one business',
  outbox_once: 'per booking, and a booking belongs to one business',
  team_invitations_open_unique: 'per team member, and a team member belongs to one business',
  reviews_booking_unique: 'per booking, and a booking belongs to one business',
  stripe_checkouts_booking_unique: 'per booking, and a booking belongs to one business',
  // Looked up platform-wide before the business is known: under Citus each becomes a lookup table on the
  // coordinator (value → business_id) in front of the sharded row.
  businesses_slug_unique: 'the public booking page /b/{slug} is found by slug alone',
  business_slug_history_pkey: 'an old slug redirects to its business, found by slug alone',
  businesses_user_unique: 'one business per owner account, found from the signed-in user',
  businesses_calendar_token_unique: "the business's calendar feed is found by its secret token alone",
  team_members_calendar_token_unique: "a team member's calendar feed is found by its secret token alone",
  team_invitations_token_unique:
    'an invitation link is opened by its token hash alone, before anyone signs in',
  team_invitations_code_unique:
    'a typed invitation code is found by its hash alone, before the business is known',
  api_keys_hash_unique: 'a public API request is authenticated by the key hash alone',
  client_auth_codes_linkTokenHash_unique: "a client's one-time sign-in link is found by its token hash alone",
  client_sessions_token_unique: "a client's session cookie is found by its token alone",
  stripe_checkouts_session_unique: 'a Stripe webhook names the checkout session only',
  push_subscriptions_endpoint_unique:
    "a browser's push endpoint is unique to that browser, whoever subscribes",
  uploads_file_name_unique: 'an image is served as /uploads/{file name} from one directory',
};

type Classification = {
  platformTables: Record<string, string>;
  withoutBusinessId: Record<string, string>;
  nullableBusinessId: Record<string, string>;
  withoutBusinessIdInKey: Record<string, string>;
};

type Catalog = {
  tables: { name: string; hasBusinessId: boolean; businessIdNullable: boolean }[];
  foreignKeys: { table: string; references: string }[];
  /** Unique indexes (primary keys and unique constraints included) and exclusion constraints. */
  uniqueRules: { table: string; name: string; definition: string; includesBusinessId: boolean }[];
};

async function readCatalog(database: DbOrTx, schemas: string[]): Promise<Catalog> {
  const names = sql.join(
    schemas.map((schema) => sql`${schema}`),
    sql`, `,
  );
  const namespace = sql`any (select oid from pg_namespace where nspname in (${names}))`;
  const tables = await queryRows<{ name: string; hasBusinessId: boolean; businessIdNullable: boolean }>(
    database,
    sql`select c.relname::text as "name", a.attname is not null as "hasBusinessId",
          coalesce(not a.attnotnull, false) as "businessIdNullable"
        from pg_class c
        left join pg_attribute a on a.attrelid = c.oid and a.attname = 'business_id' and not a.attisdropped
        where c.relnamespace = ${namespace} and c.relkind in ('r', 'p')
        order by 1`,
  );
  const foreignKeys = await queryRows<{ table: string; references: string }>(
    database,
    sql`select distinct t.relname::text as "table", r.relname::text as "references"
        from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = ${namespace}`,
  );
  // The tenant column is business_id, or id on the root table; only key columns count (not INCLUDE ones).
  const uniqueRules = await queryRows<Catalog['uniqueRules'][number]>(
    database,
    sql`select t.relname::text as "table", ic.relname::text as "name",
          pg_get_indexdef(i.indexrelid) as "definition",
          exists (
            select 1 from generate_series(0, i.indnkeyatts - 1) as position
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[position]
            where a.attname = case when t.relname = ${ROOT} then 'id' else 'business_id' end
          ) as "includesBusinessId"
        from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
        where t.relnamespace = ${namespace} and (i.indisunique or i.indisexclusion)
        order by 1, 2`,
  );
  return { tables, foreignKeys, uniqueRules };
}

/** Business tables: the root, those that reference it through a chain of foreign keys, and any with business_id. */
function businessTables(catalog: Catalog): Set<string> {
  const found = new Set(catalog.tables.filter((table) => table.hasBusinessId).map((table) => table.name));
  found.add(ROOT);
  let grew = true;
  while (grew) {
    grew = false;
    for (const key of catalog.foreignKeys) {
      if (found.has(key.references) && !found.has(key.table)) {
        found.add(key.table);
        grew = true;
      }
    }
  }
  return found;
}

/** Every way the catalog breaks the rule or the lists fall out of step with it; empty when all is classified. */
function tenancyProblems(catalog: Catalog, lists: Classification): string[] {
  const problems: string[] = [];
  const business = businessTables(catalog);
  const tableNames = new Set(catalog.tables.map((table) => table.name));
  for (const table of catalog.tables) {
    const name = table.name;
    if (!business.has(name)) {
      if (!(name in lists.platformTables)) {
        problems.push(
          `table ${name} is not classified: add business_id or list it in PLATFORM_TABLES with why`,
        );
      }
      continue;
    }
    if (name in lists.platformTables) {
      problems.push(`table ${name} is listed in PLATFORM_TABLES but holds business data (reaches ${ROOT})`);
    }
    if (name === ROOT) continue;
    if (!table.hasBusinessId && !(name in lists.withoutBusinessId)) {
      problems.push(`table ${name} holds business data (reaches ${ROOT}) but has no business_id column`);
    }
    if (table.hasBusinessId && name in lists.withoutBusinessId) {
      problems.push(`table ${name} has business_id now: remove it from WITHOUT_BUSINESS_ID`);
    }
    if (table.businessIdNullable !== name in lists.nullableBusinessId) {
      problems.push(
        table.businessIdNullable
          ? `table ${name}: business_id may be null; make it not null or list it in NULLABLE_BUSINESS_ID with why`
          : `table ${name}: business_id is not nullable: remove it from NULLABLE_BUSINESS_ID`,
      );
    }
  }
  const ruleNames = new Set<string>();
  for (const rule of catalog.uniqueRules) {
    if (!business.has(rule.table)) continue;
    ruleNames.add(rule.name);
    const allowed = rule.name in lists.withoutBusinessIdInKey;
    if (!rule.includesBusinessId && !allowed) {
      problems.push(`${rule.table}: ${rule.name} leaves business_id out (${rule.definition})`);
    }
    if (rule.includesBusinessId && allowed) {
      problems.push(`${rule.table}: ${rule.name} includes business_id now: remove it from the allow-list`);
    }
  }
  const stale = (list: Record<string, string>, listName: string, known: Set<string>) => {
    for (const name of Object.keys(list)) {
      if (!known.has(name)) problems.push(`${listName} names ${name}, which is not in the database`);
    }
  };
  stale(lists.platformTables, 'PLATFORM_TABLES', tableNames);
  stale(lists.withoutBusinessId, 'WITHOUT_BUSINESS_ID', tableNames);
  stale(lists.nullableBusinessId, 'NULLABLE_BUSINESS_ID', tableNames);
  stale(lists.withoutBusinessIdInKey, 'WITHOUT_BUSINESS_ID_IN_KEY', ruleNames);
  return problems;
}

describe('tenancy of the migrated schema', () => {
  it('gives every business table business_id and every unique rule on it business_id, or says why not', async () => {
    // The migrations journal lives beside the tables on PostgreSQL and in its own schema on PGlite.
    const schemas = await queryRows<{ schema: string }>(
      db,
      sql`select current_schema() as "schema"
          union select n.nspname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relname = '__drizzle_migrations' and n.nspname = 'drizzle'
            and to_regclass(current_schema() || '.__drizzle_migrations') is null`,
    );
    const catalog = await readCatalog(
      db,
      schemas.map((row) => row.schema),
    );
    expect(catalog.tables.length).toBeGreaterThan(30);
    expect(
      tenancyProblems(catalog, {
        platformTables: PLATFORM_TABLES,
        withoutBusinessId: WITHOUT_BUSINESS_ID,
        nullableBusinessId: NULLABLE_BUSINESS_ID,
        withoutBusinessIdInKey: WITHOUT_BUSINESS_ID_IN_KEY,
      }),
    ).toEqual([]);
    // Every reason is a sentence, not a placeholder.
    const reasons = [
      PLATFORM_TABLES,
      WITHOUT_BUSINESS_ID,
      NULLABLE_BUSINESS_ID,
      WITHOUT_BUSINESS_ID_IN_KEY,
    ].flatMap((list) => Object.values(list));
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(20);
  });

  it('names the table and the constraints of a schema that breaks the rule', async () => {
    const schema = `tenancy_fixture_${randomBytes(6).toString('hex')}`;
    const statements = [
      `create schema ${schema}`,
      `create table ${schema}.businesses (id uuid primary key, slug text not null unique)`,
      `create table ${schema}.services (id uuid primary key, business_id uuid not null references ${schema}.businesses,
         name text not null, unique (business_id, name))`,
      // Business data two foreign keys away, without business_id, with a code unique across businesses.
      `create table ${schema}.service_notes (id uuid primary key, service_id uuid not null references ${schema}.services,
         code text not null unique)`,
      `create table ${schema}.countries (code text primary key)`,
    ];
    try {
      for (const statement of statements) await db.execute(sql.raw(statement));
      const catalog = await readCatalog(db, [schema]);
      const lists: Classification = {
        platformTables: { gone_table: 'listed once, dropped since' },
        withoutBusinessId: {},
        nullableBusinessId: {},
        withoutBusinessIdInKey: { services_pkey: UUID_PRIMARY_KEY, businesses_pkey: UUID_PRIMARY_KEY },
      };
      expect(tenancyProblems(catalog, lists).sort()).toEqual(
        [
          'table countries is not classified: add business_id or list it in PLATFORM_TABLES with why',
          'table service_notes holds business data (reaches businesses) but has no business_id column',
          `businesses: businesses_slug_key leaves business_id out (CREATE UNIQUE INDEX businesses_slug_key ON ${schema}.businesses USING btree (slug))`,
          `service_notes: service_notes_code_key leaves business_id out (CREATE UNIQUE INDEX service_notes_code_key ON ${schema}.service_notes USING btree (code))`,
          `service_notes: service_notes_pkey leaves business_id out (CREATE UNIQUE INDEX service_notes_pkey ON ${schema}.service_notes USING btree (id))`,
          'businesses: businesses_pkey includes business_id now: remove it from the allow-list',
          'PLATFORM_TABLES names gone_table, which is not in the database',
        ].sort(),
      );
    } finally {
      await db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    }
  });
});
