ALTER TABLE "bids" ADD COLUMN "rule_line" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "rule_levels" jsonb;