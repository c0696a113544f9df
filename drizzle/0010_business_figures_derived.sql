ALTER TABLE "businesses" DROP COLUMN "monthly_revenue";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "total_bookings";