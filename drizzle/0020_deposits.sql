-- Issue 16: deposits and prepayment through Stripe (service deposit settings, checkouts, webhook event ids, pending_payment status)
CREATE TABLE "stripe_checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text NOT NULL,
	"manage_link" text,
	"payment_intent_id" text,
	"refund_status" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_checkouts_status_check" CHECK ("stripe_checkouts"."status" in ('open','paid','expired')),
	CONSTRAINT "stripe_checkouts_refund_check" CHECK ("stripe_checkouts"."refund_status" is null or "stripe_checkouts"."refund_status" in ('due','refunded'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "stripe_checkouts" ADD CONSTRAINT "stripe_checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_checkouts" ADD CONSTRAINT "stripe_checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_checkouts_session_unique" ON "stripe_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_checkouts_booking_unique" ON "stripe_checkouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "stripe_checkouts_open_idx" ON "stripe_checkouts" USING btree ("expires_at") WHERE "stripe_checkouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bookings_pending_payment_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending','pending_payment','confirmed','completed','cancelled','no_show'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_check" CHECK (("services"."deposit_type" in ('none','full') and "services"."deposit_value" is null)
        or ("services"."deposit_type" = 'fixed' and "services"."deposit_value" > 0)
        or ("services"."deposit_type" = 'percentage' and "services"."deposit_value" > 0 and "services"."deposit_value" <= 100));