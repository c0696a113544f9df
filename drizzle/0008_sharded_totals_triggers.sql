-- Replaces the rollup functions of 0004/0005 behind the bookings triggers: they now also keep booking_totals
-- (all-time figures per business and status, read by the milestone check at every booking), and each change goes
-- to the writing connection's shard (backend pid modulo 16), so concurrent bookings of one business and day no
-- longer queue on one row lock until each other's commit. Readers sum over shards. Still statement-level: a bulk
-- insert or import is counted in one pass, not one call per row.
-- Hand-written: drizzle-kit cannot express triggers.
INSERT INTO booking_totals (business_id, status, shard, bookings, amount)
SELECT business_id, status, 0, sum(bookings), sum(amount) FROM booking_day_totals GROUP BY 1, 2;
--> statement-breakpoint
CREATE TYPE booking_day_delta AS (business_id uuid, local_date date, status text, n int, amount numeric);
--> statement-breakpoint
-- Adds the deltas (at most one per business, local date and status) to both rollups in this connection's shard,
-- in key order so that writers sharing a shard always lock its cells in the same order.
CREATE OR REPLACE FUNCTION apply_booking_day_deltas(p_deltas booking_day_delta[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_day_totals AS t (business_id, local_date, status, shard, bookings, amount)
  SELECT d.business_id, d.local_date, d.status, pg_backend_pid() % 16, d.n, d.amount
  FROM unnest(p_deltas) d
  WHERE d.n <> 0 OR d.amount <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, local_date, status, shard)
  DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  INSERT INTO booking_totals AS t (business_id, status, shard, bookings, amount)
  SELECT d.business_id, d.status, pg_backend_pid() % 16, sum(d.n), sum(d.amount)
  FROM unnest(p_deltas) d
  GROUP BY 1, 2
  HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0
  ORDER BY 1, 2
  ON CONFLICT (business_id, status, shard)
  DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
END $$;
--> statement-breakpoint
-- The deltas of one statement on bookings: rows in (+1), rows out (-1), an update as both for the rows whose
-- counted fields changed (a notes edit touches nothing). A business being deleted has no row left to join: its
-- totals go with it by cascade.
CREATE OR REPLACE FUNCTION bookings_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_deltas booking_day_delta[];
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((g.business_id, g.local_date, g.status, g.n, g.amount)::booking_day_delta) INTO v_deltas
    FROM (
      SELECT r.business_id, (r.appointment_date AT TIME ZONE z.zone)::date AS local_date, r.status,
             count(*)::int AS n, sum(coalesce(r.paid_amount, r.price)) AS amount
      FROM new_rows r
      JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses
            WHERE id IN (SELECT business_id FROM new_rows)) z ON z.id = r.business_id
      GROUP BY 1, 2, 3
    ) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((g.business_id, g.local_date, g.status, g.n, g.amount)::booking_day_delta) INTO v_deltas
    FROM (
      SELECT r.business_id, (r.appointment_date AT TIME ZONE z.zone)::date AS local_date, r.status,
             -count(*)::int AS n, -sum(coalesce(r.paid_amount, r.price)) AS amount
      FROM old_rows r
      JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses
            WHERE id IN (SELECT business_id FROM old_rows)) z ON z.id = r.business_id
      GROUP BY 1, 2, 3
    ) g;
  ELSE
    SELECT array_agg((g.business_id, g.local_date, g.status, g.n, g.amount)::booking_day_delta) INTO v_deltas
    FROM (
      SELECT d.business_id, (d.appointment_date AT TIME ZONE z.zone)::date AS local_date, d.status,
             sum(d.n)::int AS n, sum(d.amount) AS amount
      FROM (
        SELECT o.business_id, o.appointment_date, o.status, -1 AS n, -coalesce(o.paid_amount, o.price) AS amount
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.business_id, o.appointment_date, o.status, o.price, o.paid_amount)
          IS DISTINCT FROM (n.business_id, n.appointment_date, n.status, n.price, n.paid_amount)
        UNION ALL
        SELECT n.business_id, n.appointment_date, n.status, 1, coalesce(n.paid_amount, n.price)
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.business_id, o.appointment_date, o.status, o.price, o.paid_amount)
          IS DISTINCT FROM (n.business_id, n.appointment_date, n.status, n.price, n.paid_amount)
      ) d
      JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses
            WHERE id IN (SELECT business_id FROM new_rows)) z ON z.id = d.business_id
      GROUP BY 1, 2, 3
    ) g;
  END IF;
  IF v_deltas IS NOT NULL THEN
    PERFORM apply_booking_day_deltas(v_deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new time zone moves bookings to other local dates: recount that business's days (all-time totals stay).
CREATE OR REPLACE FUNCTION rebuild_booking_day_totals(p_business uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_day_totals WHERE business_id = p_business;
  INSERT INTO booking_day_totals (business_id, local_date, status, bookings, amount)
  SELECT b.business_id, (b.appointment_date AT TIME ZONE z.zone)::date, b.status, count(*),
         sum(coalesce(b.paid_amount, b.price))
  FROM bookings b
  JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses WHERE id = p_business) z
    ON z.id = b.business_id
  GROUP BY 1, 2, 3;
END $$;
