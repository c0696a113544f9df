-- Issue 13: the outbox_once unique index already finds a booking's messages; a second index on booking_id only
-- made every message row cost one more index insert.
DROP INDEX "outbox_booking_idx";