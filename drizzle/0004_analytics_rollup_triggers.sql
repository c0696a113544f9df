-- Keeps bookings.paid_amount and booking_day_totals exact from inside the database, so every code path that
-- writes bookings or payments (today's and future ones, and hand-run SQL) keeps the analytics right.
-- Hand-written: drizzle-kit cannot express triggers.

-- 1. paid_amount = sum of the booking's succeeded payments (null when none).
UPDATE bookings b SET paid_amount = p.paid
FROM (
  SELECT booking_id, sum(amount) AS paid FROM payment_transactions
  WHERE status = 'succeeded' AND booking_id IS NOT NULL GROUP BY booking_id
) p
WHERE b.id = p.booking_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_transactions_paid_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
    UPDATE bookings b SET paid_amount = (
      SELECT sum(pt.amount) FROM payment_transactions pt WHERE pt.booking_id = b.id AND pt.status = 'succeeded'
    )
    WHERE b.id IN (SELECT booking_id FROM new_rows WHERE booking_id IS NOT NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE bookings b SET paid_amount = (
      SELECT sum(pt.amount) FROM payment_transactions pt WHERE pt.booking_id = b.id AND pt.status = 'succeeded'
    )
    WHERE b.id IN (
      SELECT booking_id FROM old_rows WHERE booking_id IS NOT NULL
      UNION SELECT booking_id FROM new_rows WHERE booking_id IS NOT NULL
    );
  ELSE
    UPDATE bookings b SET paid_amount = (
      SELECT sum(pt.amount) FROM payment_transactions pt WHERE pt.booking_id = b.id AND pt.status = 'succeeded'
    )
    WHERE b.id IN (SELECT booking_id FROM old_rows WHERE booking_id IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_transactions_paid_amount_insert AFTER INSERT ON payment_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_transactions_paid_amount();
--> statement-breakpoint
CREATE TRIGGER payment_transactions_paid_amount_update AFTER UPDATE ON payment_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION payment_transactions_paid_amount();
--> statement-breakpoint
CREATE TRIGGER payment_transactions_paid_amount_delete AFTER DELETE ON payment_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_transactions_paid_amount();
--> statement-breakpoint

-- 2. booking_day_totals: per business, local date and status, the number of bookings and their revenue.
-- Rows are adjusted by deltas (old row out, new row in), one upsert per touched cell, in key order so that
-- concurrent writers always lock cells in the same order and never deadlock on them.
CREATE OR REPLACE FUNCTION rebuild_booking_day_totals(p_business uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_day_totals WHERE business_id = p_business;
  INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
  SELECT b.business_id, (b.appointment_date AT TIME ZONE z.timezone)::date, b.status, count(*),
         sum(coalesce(b.paid_amount, b.price))
  FROM bookings b JOIN businesses z ON z.id = b.business_id
  WHERE b.business_id = p_business
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, local_date, status)
  DO UPDATE SET bookings = EXCLUDED.bookings, amount = EXCLUDED.amount;
END $$;
--> statement-breakpoint
INSERT INTO booking_day_totals (business_id, local_date, status, bookings, amount)
SELECT b.business_id, (b.appointment_date AT TIME ZONE z.timezone)::date, b.status, count(*),
       sum(coalesce(b.paid_amount, b.price))
FROM bookings b JOIN businesses z ON z.id = b.business_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT r.business_id, (r.appointment_date AT TIME ZONE z.timezone)::date, r.status, count(*),
           sum(coalesce(r.paid_amount, r.price))
    FROM new_rows r JOIN businesses z ON z.id = r.business_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  ELSIF TG_OP = 'DELETE' THEN
    -- A business being deleted has no row left to join: its totals go with it by cascade.
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT r.business_id, (r.appointment_date AT TIME ZONE z.timezone)::date, r.status, -count(*),
           -sum(coalesce(r.paid_amount, r.price))
    FROM old_rows r JOIN businesses z ON z.id = r.business_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  ELSE
    -- Only rows whose counted fields changed (a notes edit touches nothing).
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT d.business_id, (d.appointment_date AT TIME ZONE z.timezone)::date, d.status, sum(d.n), sum(d.amount)
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
    ) d JOIN businesses z ON z.id = d.business_id
    GROUP BY 1, 2, 3
    HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_day_totals_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_day_totals();
--> statement-breakpoint
CREATE TRIGGER bookings_day_totals_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_day_totals();
--> statement-breakpoint
CREATE TRIGGER bookings_day_totals_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_day_totals();
--> statement-breakpoint

-- 3. A new time zone moves bookings to other local dates: recount that business.
CREATE OR REPLACE FUNCTION businesses_timezone_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_booking_day_totals(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_timezone_day_totals AFTER UPDATE OF timezone ON businesses
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION businesses_timezone_day_totals();
