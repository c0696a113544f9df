// What the booking page lists of a class (decision 036): its sessions to come over CLASS_LISTING_DAYS local days,
// with the seats left, in one compiled statement (the business by slug, the class service, its sessions).
import { sql } from 'drizzle-orm';
import { type CompiledStatement, compileStatement, type DbOrTx, runCompiled } from '#server/db/client.ts';
import {
  type BusinessKey,
  businessKeyCondition,
  businessNotFound,
  publicBusinessKey,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { AppError } from '#shared/errors.ts';
import { CLASS_LISTING_DAYS, type PublicClassSession } from '#shared/schemas/class.ts';

type ListingRow = {
  businessId: string | null;
  serviceId: string | null;
  sessions: PublicClassSession[];
};

const statements = new Map<string, CompiledStatement>();

function listingStatement(key: BusinessKey): CompiledStatement {
  const shape = `${key.by} ${key.publicOnly}`;
  const known = statements.get(shape);
  if (known) return known;
  const value = (name: string) => sql.placeholder(name);
  const statement = compileStatement(sql`with biz as (
      select id, timezone, analytics_time_zone(timezone) as zone from businesses
      where ${businessKeyCondition(key, value('business'))} limit 1
    ),
    sv as (
      select sv.id from services sv
      where sv.id = ${value('serviceId')}::uuid and sv.business_id = (select id from biz) and sv.is_active
        and sv.archived_at is null and sv.class_capacity is not null
    ),
    span as (
      select coalesce(${value('from')}::date, (now() at time zone zone)::date) as day, zone from biz
    )
    select (select id from biz) as "businessId", (select id from sv) as "serviceId",
      coalesce((select json_agg(json_build_object('id', s.id,
          'startsAt', to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'localStart', to_char(s.starts_at at time zone span.zone, 'YYYY-MM-DD"T"HH24:MI":00"'),
          'durationMinutes', s.duration_minutes, 'capacity', s.capacity, 'seatsLeft', s.capacity - s.seats_taken,
          'instructorName', t.name) order by s.starts_at, s.id)
        from span, class_sessions s join team_members t on t.id = s.team_member_id
        where s.service_id = (select id from sv) and s.status = 'scheduled'
          and s.starts_at >= greatest(now(), span.day::timestamp at time zone span.zone)
          and s.starts_at < (span.day + ${CLASS_LISTING_DAYS}::int)::timestamp at time zone span.zone), '[]') as sessions`);
  statements.set(shape, statement);
  return statement;
}

/** The class's sessions to come from local day `from` (today when not given), soonest first. */
export async function listPublicClassSessions(options: {
  db: DbOrTx;
  slug: string;
  serviceId: string;
  from?: string;
}): Promise<PublicClassSession[]> {
  const { db, slug, serviceId, from } = options;
  const key = publicBusinessKey(slug);
  const [row] = await runCompiled<ListingRow>(db, listingStatement(key), {
    business: key.value,
    serviceId: isUuid(serviceId) ? serviceId : null,
    from: from ?? null,
  });
  if (!row?.businessId) throw businessNotFound();
  if (!row.serviceId) throw new AppError('NOT_FOUND', 'Service not found');
  // Instants and local starts are written by the statement (ISO in UTC, the business's wall time).
  return row.sessions;
}
