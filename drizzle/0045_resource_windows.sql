-- Hand-written, as 0039 and 0042 (decision 037): a visit holds each resource from the first of its services that
-- needs it to the last (the visit's end, buffer included, when that is its last service), not for the whole visit.
-- The app decides the spans (shared/domain/slots.ts resourceHoldSpans, the same windows its availability uses);
-- the database holds a free unit over each, and the exclusion constraint still refuses any double use.
DROP FUNCTION hold_booking_resources(uuid, uuid, uuid[], timestamptz, timestamptz);
--> statement-breakpoint
-- A new booking's holds: for each resource of p_resources (in id order, the order free_resource_units locks them
-- in), the lowest unit free over [p_starts[i], p_ends[i]). 23P01 when one has no unit free. Null arrays hold nothing.
CREATE FUNCTION hold_booking_resources(p_booking uuid, p_business uuid, p_resources uuid[], p_starts timestamptz[],
  p_ends timestamptz[]) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  w record;
  n int := 0;
BEGIN
  FOR w IN SELECT * FROM unnest(p_resources, p_starts, p_ends) AS x(resource_id, starts_at, ends_at)
    ORDER BY resource_id LOOP
    INSERT INTO booking_resources (booking_id, business_id, resource_id, unit, starts_at, ends_at, live)
    SELECT p_booking, p_business, f.held_resource, f.held_unit, w.starts_at, w.ends_at, true
    FROM free_resource_units(ARRAY[w.resource_id], w.starts_at, w.ends_at, p_booking) f;
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
-- A booking's holds follow it, whoever changes it: freed when it stops being live, moved with it (each keeping its
-- place in the booking: its start as far after the booking's start, its end at the booking's end when it held to
-- the end, else as far after the start, never past the end), at the lowest unit free there, taken again when it
-- becomes live again.
CREATE OR REPLACE FUNCTION bookings_move_resources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h record;
  new_start timestamptz;
  new_end timestamptz;
BEGIN
  IF NEW.status NOT IN ('confirmed', 'pending', 'pending_payment', 'held') THEN
    UPDATE booking_resources SET live = false WHERE booking_id = NEW.id AND live;
    RETURN NULL;
  END IF;
  FOR h IN SELECT resource_id, starts_at, ends_at FROM booking_resources WHERE booking_id = NEW.id
    ORDER BY resource_id LOOP
    new_end := CASE WHEN h.ends_at >= OLD.ends_at THEN NEW.ends_at
      ELSE least(NEW.ends_at, NEW.appointment_date + (h.ends_at - OLD.appointment_date)) END;
    new_start := least(new_end, NEW.appointment_date + (h.starts_at - OLD.appointment_date));
    UPDATE booking_resources b
    SET unit = f.held_unit, starts_at = new_start, ends_at = new_end, live = true
    FROM free_resource_units(ARRAY[h.resource_id], new_start, new_end, NEW.id) f
    WHERE b.booking_id = NEW.id AND b.resource_id = h.resource_id;
  END LOOP;
  RETURN NULL;
END $$;
