CREATE TABLE "booking_resources" (
	"booking_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"unit" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"live" boolean NOT NULL,
	CONSTRAINT "booking_resources_booking_id_resource_id_pk" PRIMARY KEY("booking_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_quantity_check" CHECK ("resources"."quantity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "service_resources" (
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "service_resources_service_id_resource_id_pk" PRIMARY KEY("service_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_business_name_idx" ON "resources" USING btree ("business_id",lower("name")) WHERE "resources"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "service_resources_resource_idx" ON "service_resources" USING btree ("resource_id");--> statement-breakpoint
-- Hand-written, as 0001 and 0031 (drizzle-kit cannot express an exclusion constraint, functions or triggers):
-- a unit of a resource is held by one live booking at a time, even under concurrent bookings (decision 033).
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  "unit" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("live");
--> statement-breakpoint
-- The lowest unit of each resource of p_resources free over [p_starts, p_ends), not counting booking p_booking's own
-- holds (a booking being moved). The resources are locked first, in id order, so that the holds of one resource are
-- written one at a time: each statement here then reads what committed while it waited, and the constraint never
-- judges against an uncommitted hold (two in-flight overlapping inserts can deadlock, decision 024). A resource
-- with no unit free raises 23P01 naming booking_resources_no_overlap, as the constraint itself would.
CREATE FUNCTION free_resource_units(p_resources uuid[], p_starts timestamptz, p_ends timestamptz, p_booking uuid)
RETURNS TABLE (held_resource uuid, held_unit smallint) LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, quantity FROM resources WHERE id = ANY(p_resources) ORDER BY id FOR NO KEY UPDATE LOOP
    held_resource := r.id;
    SELECT u INTO held_unit FROM generate_series(1, r.quantity) u
    WHERE NOT EXISTS (
      SELECT 1 FROM booking_resources h
      WHERE h.resource_id = r.id AND h.unit = u AND h.live AND h.booking_id IS DISTINCT FROM p_booking
        AND tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(p_starts, p_ends, '[)'))
    ORDER BY u LIMIT 1;
    IF held_unit IS NULL THEN
      RAISE EXCEPTION 'every unit of resource % is taken at that time', r.id
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_resources_no_overlap';
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
-- A new booking's holds: one free unit of each resource its service needs. Called by the booking's own statement
-- (booking-create.service.ts) and the waitlist's held time, only for a service that needs a resource.
CREATE FUNCTION hold_booking_resources(p_booking uuid, p_business uuid, p_service uuid, p_starts timestamptz,
  p_ends timestamptz) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  INSERT INTO booking_resources (booking_id, business_id, resource_id, unit, starts_at, ends_at, live)
  SELECT p_booking, p_business, f.held_resource, f.held_unit, p_starts, p_ends, true
  FROM free_resource_units(ARRAY(SELECT resource_id FROM service_resources WHERE service_id = p_service),
    p_starts, p_ends, p_booking) f;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
--> statement-breakpoint
-- A booking's holds follow it, whoever changes it: freed when it stops being live (cancelled, no-show, completed),
-- moved with it (to the lowest unit free at the new time), taken again if it became live again.
CREATE FUNCTION bookings_move_resources() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('confirmed', 'pending', 'pending_payment', 'held') THEN
    UPDATE booking_resources SET live = false WHERE booking_id = NEW.id AND live;
  ELSE
    UPDATE booking_resources h
    SET unit = f.held_unit, starts_at = NEW.appointment_date, ends_at = NEW.ends_at, live = true
    FROM free_resource_units(ARRAY(SELECT resource_id FROM booking_resources WHERE booking_id = NEW.id),
      NEW.appointment_date, NEW.ends_at, NEW.id) f
    WHERE h.booking_id = NEW.id AND h.resource_id = f.held_resource;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_move_resources AFTER UPDATE OF status, appointment_date, ends_at ON bookings
FOR EACH ROW WHEN (
  (OLD.status IN ('confirmed', 'pending', 'pending_payment', 'held'))
    IS DISTINCT FROM (NEW.status IN ('confirmed', 'pending', 'pending_payment', 'held'))
  OR OLD.appointment_date IS DISTINCT FROM NEW.appointment_date
  OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
) EXECUTE FUNCTION bookings_move_resources();
