ALTER TABLE "booking_services" ADD COLUMN "team_member_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "member_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_member_check" CHECK (("booking_services"."team_member_id" is null and "booking_services"."starts_at" is null and "booking_services"."ends_at" is null and not "booking_services"."live")
        or ("booking_services"."team_member_id" is not null and "booking_services"."ends_at" > "booking_services"."starts_at"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_end_check" CHECK ("bookings"."member_ends_at" is null or ("bookings"."member_ends_at" > "bookings"."appointment_date" and "bookings"."member_ends_at" <= "bookings"."ends_at"));--> statement-breakpoint
-- Hand-written, as 0041 and 0045 (decision 043): a visit may be shared between members, 'Any staff' per service.
-- The booking's member is busy for their part, [appointment_date, coalesce(member_ends_at, ends_at)); each part
-- another member performs is a live span of its booking_services row. Nothing else changes for any other booking
-- (member_ends_at is null). bookings_no_overlap judges the member's part; booking_services_member_no_overlap judges
-- the parts of different visits against each other (one member's parts of one visit may share its buffer); the
-- triggers below judge parts against bookings and class sessions, in 0041's pattern: lock the member's row, then
-- look in a statement of its own, which reads what committed while it waited. Every refusal is 23P01 naming
-- bookings_no_overlap, so every writer's taken-time 409 already says it.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("appointment_date", coalesce("member_ends_at", "ends_at"), '[)') WITH &&,
  coalesce("class_session_id", "id") WITH <>
) WHERE ("status" IN ('confirmed', 'pending', 'pending_payment', 'held'));
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_member_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&,
  "booking_id" WITH <>
) WHERE ("live");
--> statement-breakpoint
-- A part of a shared visit is free of its member's bookings (their part of a shared visit) and class sessions.
CREATE FUNCTION booking_parts_member_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM team_members WHERE id = NEW.team_member_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.team_member_id = NEW.team_member_id AND b.status IN ('confirmed', 'pending', 'pending_payment', 'held')
      AND b.id <> NEW.booking_id
      AND tstzrange(b.appointment_date, coalesce(b.member_ends_at, b.ends_at), '[)')
        && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) OR EXISTS (
    SELECT 1 FROM class_sessions s
    WHERE s.team_member_id = NEW.team_member_id AND s.status = 'scheduled'
      AND tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'member % is busy during a part of the visit', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_overlap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_parts_member_free BEFORE INSERT OR UPDATE OF team_member_id, starts_at, ends_at, live
ON booking_services FOR EACH ROW WHEN (NEW.live) EXECUTE FUNCTION booking_parts_member_free();
--> statement-breakpoint
-- A one-to-one booking's member is free of class sessions (0041) and of other visits' parts. A shared visit's part
-- of its own member moves with its start.
DROP TRIGGER bookings_outside_class_sessions ON bookings;
--> statement-breakpoint
DROP FUNCTION bookings_outside_class_sessions();
--> statement-breakpoint
CREATE FUNCTION bookings_member_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.member_ends_at IS NOT NULL AND NEW.member_ends_at IS NOT DISTINCT FROM OLD.member_ends_at
    AND NEW.appointment_date <> OLD.appointment_date THEN
    NEW.member_ends_at := OLD.member_ends_at + (NEW.appointment_date - OLD.appointment_date);
  END IF;
  PERFORM 1 FROM team_members WHERE id = NEW.team_member_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM class_sessions s
    WHERE s.team_member_id = NEW.team_member_id AND s.status = 'scheduled'
      AND tstzrange(s.starts_at, s.ends_at, '[)')
        && tstzrange(NEW.appointment_date, coalesce(NEW.member_ends_at, NEW.ends_at), '[)')
  ) THEN
    RAISE EXCEPTION 'member % teaches a class at that time', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_overlap';
  END IF;
  IF EXISTS (
    SELECT 1 FROM booking_services p
    WHERE p.team_member_id = NEW.team_member_id AND p.live AND p.booking_id <> NEW.id
      AND tstzrange(p.starts_at, p.ends_at, '[)')
        && tstzrange(NEW.appointment_date, coalesce(NEW.member_ends_at, NEW.ends_at), '[)')
  ) THEN
    RAISE EXCEPTION 'member % performs a part of another visit at that time', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_overlap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_member_free BEFORE INSERT OR UPDATE OF team_member_id, appointment_date, ends_at,
  member_ends_at, status ON bookings FOR EACH ROW
WHEN (NEW.class_session_id IS NULL AND NEW.status IN ('confirmed', 'pending', 'pending_payment', 'held'))
EXECUTE FUNCTION bookings_member_free();
--> statement-breakpoint
-- A shared visit's other parts follow it: moved with its start, freed when it stops being live, taken again when
-- it becomes live again (then judged as new, by booking_parts_member_free).
CREATE FUNCTION bookings_move_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_services
  SET starts_at = starts_at + (NEW.appointment_date - OLD.appointment_date),
    ends_at = ends_at + (NEW.appointment_date - OLD.appointment_date),
    live = NEW.status IN ('confirmed', 'pending', 'pending_payment', 'held')
  WHERE booking_id = NEW.id AND team_member_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_move_parts AFTER UPDATE OF status, appointment_date ON bookings FOR EACH ROW
WHEN (NEW.member_ends_at IS NOT NULL) EXECUTE FUNCTION bookings_move_parts();
--> statement-breakpoint
-- A class session is free of its instructor's part of a shared visit and of other members' parts (0041's check,
-- with both).
CREATE OR REPLACE FUNCTION class_sessions_member_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM team_members WHERE id = NEW.team_member_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.team_member_id = NEW.team_member_id AND b.status IN ('confirmed', 'pending', 'pending_payment', 'held')
      AND b.class_session_id IS DISTINCT FROM NEW.id
      AND tstzrange(b.appointment_date, coalesce(b.member_ends_at, b.ends_at), '[)')
        && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) OR EXISTS (
    SELECT 1 FROM booking_services p
    WHERE p.team_member_id = NEW.team_member_id AND p.live
      AND tstzrange(p.starts_at, p.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'member % has a booking at that time', NEW.team_member_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'class_sessions_member_busy';
  END IF;
  RETURN NEW;
END $$;
