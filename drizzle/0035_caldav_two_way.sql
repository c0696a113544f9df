CREATE TABLE "calendar_pushed_events" (
	"business_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_pushed_events_business_id_connection_id_booking_id_pk" PRIMARY KEY("business_id","connection_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_pushed_events" ADD CONSTRAINT "calendar_pushed_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_pushed_events" ADD CONSTRAINT "calendar_pushed_events_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_pushed_events" ADD CONSTRAINT "calendar_pushed_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;