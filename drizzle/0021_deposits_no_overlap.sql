-- Issue 16: a booking held for payment ('pending_payment') takes its slot like a live one (decision 015).
-- Hand-written, as 0001: drizzle-kit cannot express an exclusion constraint.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("appointment_date", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('confirmed', 'pending', 'pending_payment'));
