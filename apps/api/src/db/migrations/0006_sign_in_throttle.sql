ALTER TABLE "attempt_counters" ADD COLUMN IF NOT EXISTS "last_try_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN IF NOT EXISTS "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_accounts" DROP COLUMN IF EXISTS "failed_logins";--> statement-breakpoint
ALTER TABLE "master_accounts" DROP COLUMN IF EXISTS "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "locked_until";
