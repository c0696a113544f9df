CREATE TABLE "booking_totals" (
	"business_id" uuid NOT NULL,
	"status" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_totals_business_id_status_shard_pk" PRIMARY KEY("business_id","status","shard")
);
--> statement-breakpoint
ALTER TABLE "booking_day_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_day_totals" DROP CONSTRAINT "booking_day_totals_business_id_local_date_status_pk";--> statement-breakpoint
ALTER TABLE "booking_day_totals" ADD CONSTRAINT "booking_day_totals_business_id_local_date_status_shard_pk" PRIMARY KEY("business_id","local_date","status","shard");--> statement-breakpoint
ALTER TABLE "booking_totals" ADD CONSTRAINT "booking_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;