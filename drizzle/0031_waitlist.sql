-- Issue 30: the waitlist (entries, offers held by 'held' bookings, freed times yet to offer)
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"team_member_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"phone_normalized" text NOT NULL,
	"email" text,
	"windows" jsonb NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('active','booked','left','removed','expired'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_freed_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"team_member_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"booking_id" uuid,
	"team_member_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'automatic' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('open','accepted','declined','expired','withdrawn')),
	CONSTRAINT "waitlist_offers_source_check" CHECK ("waitlist_offers"."source" in ('automatic','owner'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" ADD CONSTRAINT "waitlist_freed_times_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" ADD CONSTRAINT "waitlist_freed_times_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_active_idx" ON "waitlist_entries" USING btree ("business_id","first_date","last_date") WHERE "waitlist_entries"."status" = 'active';--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_idx" ON "waitlist_entries" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_freed_times_created_idx" ON "waitlist_freed_times" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open" ON "waitlist_offers" USING btree ("business_id","entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_accepted_idx" ON "waitlist_offers" USING btree ("business_id","decided_at") WHERE "waitlist_offers"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending','pending_payment','held','confirmed','completed','cancelled','no_show'));--> statement-breakpoint
-- Hand-written, as in 0001 and 0022 (drizzle-kit cannot express an exclusion constraint): a time held for a
-- waitlisted customer ('held') takes its slot like a live booking (decision 029).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "team_member_id" WITH =,
  tstzrange("appointment_date", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('confirmed', 'pending', 'pending_payment', 'held'));
