ALTER TABLE "bids" ADD COLUMN "rule_line" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "rule_levels" jsonb;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "chance_band" text;--> statement-breakpoint
CREATE INDEX "bids_band_decided_idx" ON "bids" USING btree ("chance_band","decided_at") WHERE "bids"."chance_band" is not null;