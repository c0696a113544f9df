-- Issue 29 (decision 028): request limits shared by every process on one PostgreSQL. Unlogged, by hand (drizzle-kit
-- cannot say it): a count is not worth a WAL record, and a crash that forgets the current minute's counts is harmless.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
