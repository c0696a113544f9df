CREATE TABLE "booking_services" (
	"booking_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"service_id" uuid NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "booking_services_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_services_service_idx" ON "booking_services" USING btree ("service_id");--> statement-breakpoint
-- Hand-written, as 0039: a booking's holds are one free unit of each resource any of its services needs (a visit of
-- several services holds them for the whole visit, decision 037), so the function takes the services as an array.
DROP FUNCTION hold_booking_resources(uuid, uuid, uuid, timestamptz, timestamptz);
--> statement-breakpoint
CREATE FUNCTION hold_booking_resources(p_booking uuid, p_business uuid, p_services uuid[], p_starts timestamptz,
  p_ends timestamptz) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  INSERT INTO booking_resources (booking_id, business_id, resource_id, unit, starts_at, ends_at, live)
  SELECT p_booking, p_business, f.held_resource, f.held_unit, p_starts, p_ends, true
  FROM free_resource_units(ARRAY(SELECT DISTINCT resource_id FROM service_resources WHERE service_id = ANY(p_services)),
    p_starts, p_ends, p_booking) f;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
