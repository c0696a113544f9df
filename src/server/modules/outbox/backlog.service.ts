// The outbox's backlog per channel, read when the metrics are scraped (never on a request's path): messages whose
// time has come and not yet delivered, and how long the oldest of them has waited. Reminders queued for later are
// not a backlog; leaving them out keeps the query a range scan of the due-rows index (outbox_due_idx).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { OUTBOX_CHANNELS } from '#server/db/schema/engagement.ts';
import { queryRows } from '#server/platform/sql.ts';
import type { OutboxChannel } from './delivery.types.ts';

export type ChannelBacklog = { channel: OutboxChannel; due: number; oldestDueSeconds: number };

/** One entry per channel, zero where nothing is due, so the series never vanish from a scrape. */
export async function readOutboxBacklog(db: Db): Promise<ChannelBacklog[]> {
  const rows = await queryRows<{ channel: string; due: number; oldest: number }>(
    db,
    sql`select channel, count(*)::int as due, extract(epoch from now() - min(due_at))::float8 as oldest
      from outbox where status = 'queued' and due_at <= now() group by channel`,
  );
  return OUTBOX_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, due: row?.due ?? 0, oldestDueSeconds: Math.max(0, row?.oldest ?? 0) };
  });
}
