CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"interval" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"local_time" text NOT NULL,
	"end_count" smallint,
	"end_until" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_frequency_check" CHECK ("booking_series"."frequency" in ('weekly','monthly')),
	CONSTRAINT "booking_series_interval_check" CHECK ("booking_series"."interval" between 1 and 8),
	CONSTRAINT "booking_series_created_by_check" CHECK ("booking_series"."created_by" in ('owner','client'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_business_idx" ON "booking_series" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id","appointment_date") WHERE "bookings"."series_id" is not null;