ALTER TABLE "booking_series" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_series_idempotency_unique" ON "booking_series" USING btree ("business_id","idempotency_key");