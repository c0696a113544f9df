-- Issue 13: one outbox for every message (replacing the unused outbound_messages, jobs and booking_reminders),
-- secret calendar-feed tokens; issue 12: indexes for the per-address sign-in limit and for clients' first visits.
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email','sms','push')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued','sent','failed','skipped'))
);
--> statement-breakpoint
DROP TABLE "booking_reminders" CASCADE;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;--> statement-breakpoint
DROP TABLE "outbound_messages" CASCADE;--> statement-breakpoint
DROP INDEX "bookings_client_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_once" ON "outbox" USING btree ("booking_id","kind","channel","occasion") WHERE "outbox"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("due_at") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_business_idx" ON "outbox" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "bookings_client_date_idx" ON "bookings" USING btree ("client_id","appointment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_calendar_token_unique" ON "businesses" USING btree ("calendar_token");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_calendar_token_unique" ON "team_members" USING btree ("calendar_token");