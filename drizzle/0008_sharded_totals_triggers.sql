-- Replaces the statement-level rollup triggers of 0004/0005 on bookings with one row-level trigger that also keeps
-- booking_totals (all-time figures per business and status, read by the milestone check at every booking).
-- Each change goes to the writing connection's shard (backend pid modulo 16): concurrent bookings of one business
-- and day no longer queue on one row lock until each other's commit. Readers sum over shards.
-- Hand-written: drizzle-kit cannot express triggers.
DROP TRIGGER bookings_day_totals_insert ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_day_totals_update ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_day_totals_delete ON bookings;
--> statement-breakpoint
DROP FUNCTION bookings_day_totals();
--> statement-breakpoint
INSERT INTO booking_totals (business_id, status, shard, bookings, amount)
SELECT business_id, status, 0, sum(bookings), sum(amount) FROM booking_day_totals GROUP BY 1, 2;
--> statement-breakpoint
-- Adds n bookings worth `amount` at `at` with `status` to both rollups. A business being deleted has no row left
-- to join: its totals go with it by cascade.
CREATE OR REPLACE FUNCTION add_booking_totals(p_business uuid, p_at timestamptz, p_status text, p_n int,
  p_amount numeric) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := pg_backend_pid() % 16;
  v_zone text;
BEGIN
  SELECT analytics_time_zone(timezone) INTO v_zone FROM businesses WHERE id = p_business;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO booking_day_totals AS t (business_id, local_date, status, shard, bookings, amount)
  VALUES (p_business, (p_at AT TIME ZONE v_zone)::date, p_status, v_shard, p_n, p_amount)
  ON CONFLICT (business_id, local_date, status, shard)
  DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  INSERT INTO booking_totals AS t (business_id, status, shard, bookings, amount)
  VALUES (p_business, p_status, v_shard, p_n, p_amount)
  ON CONFLICT (business_id, status, shard)
  DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_totals_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_booking_totals(OLD.business_id, OLD.appointment_date, OLD.status, -1,
      -coalesce(OLD.paid_amount, OLD.price));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM add_booking_totals(NEW.business_id, NEW.appointment_date, NEW.status, 1,
      coalesce(NEW.paid_amount, NEW.price));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_totals_insert AFTER INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_totals_row();
--> statement-breakpoint
-- Only rows whose counted fields changed (a notes edit touches nothing).
CREATE TRIGGER bookings_totals_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN ((OLD.business_id, OLD.appointment_date, OLD.status, OLD.price, OLD.paid_amount)
    IS DISTINCT FROM (NEW.business_id, NEW.appointment_date, NEW.status, NEW.price, NEW.paid_amount))
  EXECUTE FUNCTION bookings_totals_row();
--> statement-breakpoint
CREATE TRIGGER bookings_totals_delete AFTER DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_totals_row();
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
