ALTER TABLE "businesses" ADD COLUMN "schedule_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). businesses.schedule_version changes whenever anything a
-- booking is checked against changes, so a booking checked against an earlier read (the app keeps the checks'
-- data of chosen-member bookings) can be refused by the write that finds the version moved on.
CREATE OR REPLACE FUNCTION businesses_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_version := OLD.schedule_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_schedule_version BEFORE UPDATE ON businesses FOR EACH ROW
WHEN ((OLD.slug, OLD.timezone, OLD.business_hours, OLD.booking_rules, OLD.is_active, OLD.status)
  IS DISTINCT FROM (NEW.slug, NEW.timezone, NEW.business_hours, NEW.booking_rules, NEW.is_active, NEW.status))
EXECUTE FUNCTION businesses_schedule_version();
--> statement-breakpoint
-- A row of services, staff, their services, hours or time off changed: its business's version moves on (a
-- business being deleted has no row left to update).
CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses SET schedule_version = schedule_version + 1
  WHERE id IN (
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.business_id END,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.business_id END
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_schedule_version AFTER INSERT OR UPDATE OR DELETE ON services
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER team_members_schedule_version AFTER INSERT OR UPDATE OR DELETE ON team_members
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER team_member_services_schedule_version AFTER INSERT OR UPDATE OR DELETE ON team_member_services
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER availability_schedule_version AFTER INSERT OR UPDATE OR DELETE ON availability
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER time_off_schedule_version AFTER INSERT OR UPDATE OR DELETE ON time_off
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
