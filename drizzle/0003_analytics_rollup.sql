CREATE TABLE "booking_day_totals" (
	"business_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_day_totals_business_id_local_date_status_pk" PRIMARY KEY("business_id","local_date","status")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "booking_day_totals" ADD CONSTRAINT "booking_day_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_booking_idx" ON "payment_transactions" USING btree ("booking_id");