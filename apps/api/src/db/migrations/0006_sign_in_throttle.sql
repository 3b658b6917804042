ALTER TABLE "attempt_counters" ADD COLUMN "last_try_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "master_accounts" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";