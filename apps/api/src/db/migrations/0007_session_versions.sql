ALTER TABLE "customers" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;