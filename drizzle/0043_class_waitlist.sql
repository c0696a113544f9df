ALTER TABLE "waitlist_entries" ADD COLUMN "class_session_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "seats" smallint;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_class_check" CHECK (("waitlist_entries"."class_session_id" is null and "waitlist_entries"."seats" is null) or ("waitlist_entries"."class_session_id" is not null and "waitlist_entries"."seats" >= 1));--> statement-breakpoint
-- Hand-written, as 0041: a live seat booking deleted (a waitlist hold declined, withdrawn or run out) gives its seats
-- back in the same transaction, as a cancellation does (decision 036).
CREATE FUNCTION bookings_class_seats_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_sessions SET seats_taken = seats_taken - OLD.seats, updated_at = now() WHERE id = OLD.class_session_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_class_seats_delete AFTER DELETE ON bookings
FOR EACH ROW WHEN (OLD.class_session_id IS NOT NULL AND OLD.status IN ('confirmed', 'pending', 'pending_payment', 'held'))
EXECUTE FUNCTION bookings_class_seats_deleted();
