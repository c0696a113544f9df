-- Issue 14: one-time sign-in codes for clients, reviews linked to their client with the owner's reply and hiding,
-- one review per booking (older duplicates keep their text but lose the link).
CREATE TABLE "client_auth_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"link_token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_auth_codes_linkTokenHash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "client_auth_codes_channel_check" CHECK ("client_auth_codes"."channel" in ('email','sms'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_auth_codes" ADD CONSTRAINT "client_auth_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_auth_codes" ADD CONSTRAINT "client_auth_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_auth_codes_destination_idx" ON "client_auth_codes" USING btree ("business_id","destination","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_sessions_expires_idx" ON "client_sessions" USING btree ("expires_at");--> statement-breakpoint
UPDATE "reviews" SET "client_id" = b."client_id" FROM "bookings" b WHERE "reviews"."booking_id" = b."id";--> statement-breakpoint
UPDATE "reviews" SET "booking_id" = NULL WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "booking_id" ORDER BY "created_at", "id") AS n FROM "reviews" WHERE "booking_id" IS NOT NULL) d WHERE d.n > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id") WHERE "reviews"."booking_id" is not null;