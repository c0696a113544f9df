-- Live owner notifications: every change to a notification row announces its business on the channel
-- 'bookwell_notifications', so each app process's open event streams (GET /api/notifications/stream) refresh at
-- once, whichever process wrote the row. NOTIFY is sent at commit and folds duplicates within a transaction, so
-- 'Mark all read' over many rows announces the business once.
-- Hand-written: drizzle-kit cannot express triggers.
CREATE OR REPLACE FUNCTION notifications_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bookwell_notifications', COALESCE(NEW.business_id, OLD.business_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify AFTER INSERT OR UPDATE OR DELETE ON notifications
FOR EACH ROW EXECUTE FUNCTION notifications_notify();
