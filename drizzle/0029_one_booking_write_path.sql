-- Issue 26 (decision 024): one booking write path, one transaction per booking with the no-overlap constraint as
-- the only guard. Bookings are no longer checked against a kept read, so the schedule version and its triggers
-- (0009, 0025) go. The outbox's foreign keys come back (dropped by 0027 for a throughput figure the simpler path
-- does not need), with them the cascade that replaces 0027's trigger. Hand-written parts: drizzle-kit cannot
-- express triggers.
DROP TRIGGER IF EXISTS businesses_schedule_version ON businesses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS services_schedule_version ON services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS team_members_schedule_version ON team_members;
--> statement-breakpoint
DROP TRIGGER IF EXISTS team_member_services_schedule_version ON team_member_services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS availability_schedule_version ON availability;
--> statement-breakpoint
DROP TRIGGER IF EXISTS time_off_schedule_version ON time_off;
--> statement-breakpoint
DROP TRIGGER IF EXISTS client_customizations_schedule_version ON client_customizations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS client_customizations_online_booking_version ON client_customizations;
--> statement-breakpoint
DROP FUNCTION IF EXISTS businesses_schedule_version();
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_schedule_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbox_forget_bookings ON bookings;
--> statement-breakpoint
DROP FUNCTION IF EXISTS outbox_forget_bookings();
--> statement-breakpoint
-- Rows naming a user or booking that is gone (none should exist: 0027's trigger removed a deleted booking's rows,
-- and a user's rows go with their business) would stop the constraints from being added.
DELETE FROM "outbox" o WHERE o.booking_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = o.booking_id);
--> statement-breakpoint
DELETE FROM "outbox" o WHERE o.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "schedule_version";
