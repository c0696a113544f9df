-- Issue 13 (booking throughput): whether customers may book is read with the rest of a booking's context instead
-- of by a query of its own. Hand-written (drizzle-kit cannot express triggers): turning online booking on or off
-- in the client customisation moves the business's schedule version on, as 0009's triggers do for everything else
-- a booking is checked against (suspension is a businesses.status change, which 0009 already covers), so a booking
-- checked against a context kept from before the change is read again.
CREATE TRIGGER client_customizations_schedule_version AFTER INSERT OR DELETE ON client_customizations
FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER client_customizations_online_booking_version AFTER UPDATE OF enable_online_booking ON client_customizations
FOR EACH ROW WHEN (OLD.enable_online_booking IS DISTINCT FROM NEW.enable_online_booking)
EXECUTE FUNCTION bump_schedule_version();
