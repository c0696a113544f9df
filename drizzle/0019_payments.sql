-- Issue 16: payments recorded and reconciled (kind, refunds as negative entries, tip, discount, note, team member, recorded by) and daily cash closes.
CREATE TABLE "cash_closes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"counted_cash" numeric(10, 2) NOT NULL,
	"recorded_cash" numeric(10, 2) NOT NULL,
	"difference" numeric(10, 2) NOT NULL,
	"note" text,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_of_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "tip" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "discount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "team_member_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closes_business_day_unique" ON "cash_closes" USING btree ("business_id","local_date");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_of_id_payment_transactions_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_refund_of_idx" ON "payment_transactions" USING btree ("refund_of_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_kind_check" CHECK ("payment_transactions"."kind" in ('payment','refund'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_sign_check" CHECK (("payment_transactions"."kind" = 'payment' and "payment_transactions"."amount" > 0 and "payment_transactions"."refund_of_id" is null)
        or ("payment_transactions"."kind" = 'refund' and "payment_transactions"."amount" < 0 and "payment_transactions"."refund_of_id" is not null));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_extras_check" CHECK ("payment_transactions"."tip" >= 0 and "payment_transactions"."discount" >= 0);