-- Issue 15: when an owner deleted the account (closed at once, removed once the clients have been told).
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;