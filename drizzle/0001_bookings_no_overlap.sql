-- One staff member can never hold two live bookings that overlap, even under concurrent inserts.
-- drizzle-kit cannot express an exclusion constraint, so it lives in this hand-written migration.
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("appointment_date", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('confirmed', 'pending'));
