-- Replaces the day-totals functions of 0004 (their triggers keep pointing at them) so that a zone PostgreSQL
-- does not know counts in UTC instead of failing the booking that fires them.
-- The zone as PostgreSQL knows it, or UTC for a name its tz database lacks (the app validates zones with the
-- runtime's newer ICU data): a booking must never fail because of analytics. Volatile, so a subquery calling it
-- is not flattened: it runs once per business per statement, not once per booking.
CREATE OR REPLACE FUNCTION analytics_time_zone(zone text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'UTC';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_booking_day_totals(p_business uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_day_totals WHERE business_id = p_business;
  INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
  SELECT b.business_id, (b.appointment_date AT TIME ZONE z.zone)::date, b.status, count(*),
         sum(coalesce(b.paid_amount, b.price))
  FROM bookings b
  JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses WHERE id = p_business) z
    ON z.id = b.business_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, local_date, status)
  DO UPDATE SET bookings = EXCLUDED.bookings, amount = EXCLUDED.amount;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT r.business_id, (r.appointment_date AT TIME ZONE z.zone)::date, r.status, count(*),
           sum(coalesce(r.paid_amount, r.price))
    FROM new_rows r
    JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses
          WHERE id IN (SELECT business_id FROM new_rows)) z ON z.id = r.business_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  ELSIF TG_OP = 'DELETE' THEN
    -- A business being deleted has no row left to join: its totals go with it by cascade.
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT r.business_id, (r.appointment_date AT TIME ZONE z.zone)::date, r.status, -count(*),
           -sum(coalesce(r.paid_amount, r.price))
    FROM old_rows r
    JOIN (SELECT id, analytics_time_zone(timezone) AS zone FROM businesses
          WHERE id IN (SELECT business_id FROM old_rows)) z ON z.id = r.business_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  ELSE
    -- Only rows whose counted fields changed (a notes edit touches nothing).
    INSERT INTO booking_day_totals AS t (business_id, local_date, status, bookings, amount)
    SELECT d.business_id, (d.appointment_date AT TIME ZONE z.zone)::date, d.status, sum(d.n), sum(d.amount)
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
    HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (business_id, local_date, status)
    DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, amount = t.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
