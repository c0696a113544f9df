// Data migration (decision 019): every live client's number as the app computes it. Migration 0011 rewrote stored
// numbers in SQL and got some wrong (Rome's '06 6982 1234' became +39669821234 where normalizePhone gives
// +390669821234), so the client's next booking made a second client. Here normalizePhone recomputes each number,
// and clients of one business that then share a number are merged into the oldest, as 0011 merged them.
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { queryRows } from '#server/platform/sql.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';

const PAGE_SIZE = 5_000;

/** The tables whose client_id references clients: a merged client's rows there move to the client kept. */
export const CLIENT_REFERENCES = ['bookings', 'reviews', 'client_sessions', 'client_auth_codes'] as const;

type ClientPhone = {
  id: string;
  business_id: string;
  phone: string;
  phone_normalized: string;
  timezone: string;
};
type Repair = { id: string; business_id: string; phone_normalized: string };

export async function repairPhoneNumbers(tx: Tx) {
  await tx.execute(sql`create temporary table phone_repairs (
    id uuid primary key, business_id uuid not null, phone_normalized text not null) on commit drop`);
  let repaired = 0;
  // Pages in id order; the numbers that change are kept in phone_repairs and written back once the clients they
  // make one are merged. A number the app would refuse stays as it is.
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const page = await queryRows<ClientPhone>(
      tx,
      sql`select c.id::text, c.business_id::text, c.phone, c.phone_normalized, b.timezone
        from clients c join businesses b on b.id = c.business_id
        where c.erased_at is null and c.id > ${after}
        order by c.id limit ${PAGE_SIZE}`,
    );
    const repairs = page.flatMap((row): Repair[] => {
      const number = normalizePhone(row.phone, phoneRegionForTimeZone(row.timezone));
      return number && number !== row.phone_normalized
        ? [{ id: row.id, business_id: row.business_id, phone_normalized: number }]
        : [];
    });
    if (repairs.length > 0) {
      await tx.execute(sql`insert into phone_repairs select * from json_to_recordset(${JSON.stringify(repairs)}::json)
        as r(id uuid, business_id uuid, phone_normalized text)`);
    }
    repaired += repairs.length;
    if (page.length < PAGE_SIZE) break;
    after = page.at(-1)!.id;
  }
  if (repaired === 0) return;

  // Clients of one business whose numbers, once repaired, are one: each group is merged into its oldest client.
  await tx.execute(sql`create temporary table client_merges on commit drop as
    select id as duplicate_id, keep_id from (
      select c.id, first_value(c.id) over (
          partition by c.business_id, coalesce(r.phone_normalized, c.phone_normalized) order by c.created_at, c.id
        ) as keep_id
      from clients c left join phone_repairs r on r.id = c.id
      where c.erased_at is null and (c.business_id, coalesce(r.phone_normalized, c.phone_normalized)) in (
        select business_id, phone_normalized from phone_repairs)
    ) ranked
    where id <> keep_id`);
  // The kept client keeps its own details and takes what only a duplicate knew: a last name, email, date of birth
  // or account it lacks, the duplicates' notes after its own, and their tags after its own.
  await tx.execute(sql`update clients k set
    last_name = case when k.last_name <> '' then k.last_name else coalesce((
      select d.last_name from client_merges m join clients d on d.id = m.duplicate_id
      where m.keep_id = k.id and d.last_name <> '' order by d.created_at desc limit 1), '') end,
    email = coalesce(k.email, (
      select d.email from client_merges m join clients d on d.id = m.duplicate_id
      where m.keep_id = k.id and d.email is not null order by d.created_at desc limit 1)),
    date_of_birth = coalesce(k.date_of_birth, (
      select d.date_of_birth from client_merges m join clients d on d.id = m.duplicate_id
      where m.keep_id = k.id and d.date_of_birth is not null order by d.created_at desc limit 1)),
    password = coalesce(k.password, (
      select d.password from client_merges m join clients d on d.id = m.duplicate_id
      where m.keep_id = k.id and d.password is not null order by d.created_at desc limit 1)),
    has_account = k.has_account or exists (
      select 1 from client_merges m join clients d on d.id = m.duplicate_id
      where m.keep_id = k.id and d.has_account and k.password is null),
    notes = nullif(concat_ws(E'\n\n', k.notes, (
      select string_agg(d.notes, E'\n\n' order by d.created_at, d.id) from client_merges m
      join clients d on d.id = m.duplicate_id where m.keep_id = k.id and d.notes is not null)), ''),
    tags = array(
      select u.tag from unnest(k.tags || coalesce((
        select array_agg(tag order by d.created_at, d.id, n) from client_merges m
        join clients d on d.id = m.duplicate_id cross join lateral unnest(d.tags) with ordinality as x(tag, n)
        where m.keep_id = k.id), '{}')) with ordinality as u(tag, i)
      group by u.tag order by min(u.i))
    where k.id in (select keep_id from client_merges)`);
  for (const table of CLIENT_REFERENCES) {
    await tx.execute(sql`update ${sql.identifier(table)} t set client_id = m.keep_id
      from client_merges m where t.client_id = m.duplicate_id`);
  }
  await tx.execute(sql`delete from clients where id in (select duplicate_id from client_merges)`);
  // One client's wrong number may be another's right one (a swap): those are set aside first, as the unique
  // index checks each row as it changes.
  await tx.execute(sql`update clients c set phone_normalized = c.id::text from phone_repairs r
    where c.id in (select id from phone_repairs)
      and r.business_id = c.business_id and r.phone_normalized = c.phone_normalized`);
  await tx.execute(sql`update clients c set phone_normalized = r.phone_normalized from phone_repairs r
    where c.id = r.id`);
}
