-- Issue 13 (decision 018): the outbox's foreign keys to bookings and users cost seven lookups for every new booking
-- (its five messages name the booking, the owner's two the owner), a tenth of booking throughput. Every insert
-- selects the booking or user it names in its own statement, so those checks never caught anything; what the
-- constraints also did, removing a deleted booking's messages, the trigger below does once per statement. A user's
-- rows are all kept under their own business (business_id still references businesses and cascades, and a user's
-- business goes with the user).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_user_id_users_id_fk";
--> statement-breakpoint
-- Hand-written: drizzle-kit cannot express triggers.
CREATE OR REPLACE FUNCTION outbox_forget_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outbox WHERE booking_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbox_forget_bookings AFTER DELETE ON bookings REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION outbox_forget_bookings();
