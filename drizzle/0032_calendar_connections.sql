CREATE TABLE "calendar_busy_intervals" (
	"business_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"hint" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failure_notified_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_intervals" ADD CONSTRAINT "calendar_busy_intervals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_intervals" ADD CONSTRAINT "calendar_busy_intervals_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_intervals" ADD CONSTRAINT "calendar_busy_intervals_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_member_range_idx" ON "calendar_busy_intervals" USING gist ("team_member_id",tstzrange(starts_at, ends_at, '[)'));--> statement-breakpoint
CREATE INDEX "calendar_busy_connection_idx" ON "calendar_busy_intervals" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_member_kind_unique" ON "calendar_connections" USING btree ("business_id","team_member_id","kind");--> statement-breakpoint
CREATE INDEX "calendar_connections_due_idx" ON "calendar_connections" USING btree ("next_sync_at");