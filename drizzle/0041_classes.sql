CREATE TABLE "class_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"resource_id" uuid,
	"day_of_week" smallint NOT NULL,
	"local_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"written_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_schedules_day_check" CHECK ("class_schedules"."day_of_week" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"schedule_id" uuid,
	"team_member_id" uuid NOT NULL,
	"resource_id" uuid,
	"resource_unit" smallint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_seats_check" CHECK ("class_sessions"."seats_taken" between 0 and "class_sessions"."capacity"),
	CONSTRAINT "class_sessions_capacity_check" CHECK ("class_sessions"."capacity" between 2 and 200),
	CONSTRAINT "class_sessions_status_check" CHECK ("class_sessions"."status" in ('scheduled','cancelled')),
	CONSTRAINT "class_sessions_range_check" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "class_session_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seats" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "class_capacity" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "class_max_seats" smallint;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_schedule_id_class_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "class_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_schedules_service_idx" ON "class_schedules" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "class_sessions_business_idx" ON "class_sessions" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_service_idx" ON "class_sessions" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_schedule_unique" ON "class_sessions" USING btree ("schedule_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_class_session_idx" ON "bookings" USING btree ("class_session_id") WHERE "bookings"."class_session_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_seats_check" CHECK (("bookings"."class_session_id" is null and "bookings"."seats" is null) or ("bookings"."class_session_id" is not null and "bookings"."seats" >= 1));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_class_check" CHECK (("services"."class_capacity" is null and "services"."class_max_seats" is null)
        or ("services"."class_capacity" between 2 and 200 and "services"."class_max_seats" between 1 and "services"."class_capacity"));--> statement-breakpoint
-- Hand-written, as 0001, 0031 and 0039 (drizzle-kit cannot express exclusion constraints, functions or triggers);
-- decision 036. The seats of one class session are bookings of its instructor at the same time: they must not
-- refuse each other, and must refuse anything else of that member. So bookings_no_overlap adds one column, which
-- is equal for the seat bookings of one session and different for every other pair (a booking's own id): for two
-- bookings that are not seats of one session it refuses exactly what it refused before.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("appointment_date", "ends_at", '[)') WITH &&,
  coalesce("class_session_id", "id") WITH <>
) WHERE ("status" IN ('confirmed', 'pending', 'pending_payment', 'held'));
--> statement-breakpoint
-- An instructor teaches one session at a time.
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" = 'scheduled');
--> statement-breakpoint
-- Seats: class_sessions.seats_taken is the sum of the session's live seat bookings' seats, changed in the
-- transaction that changes one. The UPDATE locks the session row, so seat bookings of one session are counted one
-- at a time, each on the count the one before committed (READ COMMITTED re-reads the row it waited for), and
-- class_sessions_seats_check refuses a count above the capacity (23514). A seat booking must match its session as
-- it is now (scheduled, same instructor and time): else 23514 naming class_sessions_open.
CREATE FUNCTION bookings_class_seats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := false;
  is_live boolean := NEW.class_session_id IS NOT NULL
    AND NEW.status IN ('confirmed', 'pending', 'pending_payment', 'held');
  same boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    was_live := OLD.class_session_id IS NOT NULL
      AND OLD.status IN ('confirmed', 'pending', 'pending_payment', 'held');
    same := OLD.class_session_id IS NOT DISTINCT FROM NEW.class_session_id AND OLD.seats IS NOT DISTINCT FROM NEW.seats;
  END IF;
  IF was_live AND NOT (is_live AND same) THEN
    UPDATE class_sessions SET seats_taken = seats_taken - OLD.seats, updated_at = now() WHERE id = OLD.class_session_id;
  END IF;
  IF is_live AND NOT (was_live AND same) THEN
    UPDATE class_sessions SET seats_taken = seats_taken + NEW.seats, updated_at = now()
    WHERE id = NEW.class_session_id AND status = 'scheduled' AND team_member_id = NEW.team_member_id
      AND starts_at = NEW.appointment_date AND ends_at = NEW.ends_at;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'class session % is not open at that time', NEW.class_session_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'class_sessions_open';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_class_seats_insert AFTER INSERT ON bookings
FOR EACH ROW WHEN (NEW.class_session_id IS NOT NULL) EXECUTE FUNCTION bookings_class_seats();
--> statement-breakpoint
CREATE TRIGGER bookings_class_seats_update AFTER UPDATE OF status, seats, class_session_id ON bookings
FOR EACH ROW WHEN (OLD.class_session_id IS NOT NULL OR NEW.class_session_id IS NOT NULL)
EXECUTE FUNCTION bookings_class_seats();
--> statement-breakpoint
-- A session and a one-to-one booking of its instructor never overlap. The two live in different tables, so no
-- constraint can judge them together: both sides lock the member's row (as booking creation already does), then
-- look for the other in a statement of their own, which reads what committed while they waited. Whichever writes
-- second sees the first and is refused with 23P01 (the booking's naming bookings_no_overlap, so every writer of
-- bookings turns it into the taken-time 409 it already gives).
CREATE FUNCTION class_sessions_member_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM team_members WHERE id = NEW.team_member_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.team_member_id = NEW.team_member_id AND b.status IN ('confirmed', 'pending', 'pending_payment', 'held')
      AND b.class_session_id IS DISTINCT FROM NEW.id
      AND tstzrange(b.appointment_date, b.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'member % has a booking at that time', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'class_sessions_member_busy';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_sessions_member_free BEFORE INSERT OR UPDATE OF team_member_id, starts_at, ends_at, status
ON class_sessions FOR EACH ROW WHEN (NEW.status = 'scheduled') EXECUTE FUNCTION class_sessions_member_free();
--> statement-breakpoint
CREATE FUNCTION bookings_outside_class_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM team_members WHERE id = NEW.team_member_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM class_sessions s
    WHERE s.team_member_id = NEW.team_member_id AND s.status = 'scheduled'
      AND tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(NEW.appointment_date, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'member % teaches a class at that time', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_overlap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_outside_class_sessions BEFORE INSERT OR UPDATE OF team_member_id, appointment_date, ends_at,
  status ON bookings FOR EACH ROW
WHEN (NEW.class_session_id IS NULL AND NEW.status IN ('confirmed', 'pending', 'pending_payment', 'held'))
EXECUTE FUNCTION bookings_outside_class_sessions();
--> statement-breakpoint
-- A session's room is a unit of a resource, like a booking's hold (decision 033), and the two never share a unit:
-- both pick the lowest unit free under the resource's row lock, each counting the other's holds. A unit free for
-- a booking is now also one no scheduled session holds (the function 0039 made, with that one condition added).
CREATE OR REPLACE FUNCTION free_resource_units(p_resources uuid[], p_starts timestamptz, p_ends timestamptz, p_booking uuid)
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
    AND NOT EXISTS (
      SELECT 1 FROM class_sessions s
      WHERE s.resource_id = r.id AND s.resource_unit = u AND s.status = 'scheduled'
        AND tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(p_starts, p_ends, '[)'))
    ORDER BY u LIMIT 1;
    IF held_unit IS NULL THEN
      RAISE EXCEPTION 'every unit of resource % is taken at that time', r.id
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_resources_no_overlap';
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION class_sessions_room() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quantity int;
BEGIN
  SELECT r.quantity INTO quantity FROM resources r WHERE r.id = NEW.resource_id FOR NO KEY UPDATE;
  NEW.resource_unit := (
    SELECT u FROM generate_series(1, coalesce(quantity, 0)) u
    WHERE NOT EXISTS (
      SELECT 1 FROM booking_resources h
      WHERE h.resource_id = NEW.resource_id AND h.unit = u AND h.live
        AND tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)'))
    AND NOT EXISTS (
      SELECT 1 FROM class_sessions s
      WHERE s.resource_id = NEW.resource_id AND s.resource_unit = u AND s.status = 'scheduled' AND s.id <> NEW.id
        AND tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)'))
    ORDER BY u LIMIT 1);
  IF NEW.resource_unit IS NULL THEN
    RAISE EXCEPTION 'every unit of resource % is taken at that time', NEW.resource_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'class_sessions_room_taken';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_sessions_room BEFORE INSERT OR UPDATE OF resource_id, starts_at, ends_at, status
ON class_sessions FOR EACH ROW WHEN (NEW.status = 'scheduled' AND NEW.resource_id IS NOT NULL)
EXECUTE FUNCTION class_sessions_room();
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_room_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  "resource_unit" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" = 'scheduled' AND "resource_id" IS NOT NULL);
