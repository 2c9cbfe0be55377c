ALTER TABLE "bids" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "group_rank" integer;--> statement-breakpoint
CREATE INDEX "bids_group_idx" ON "bids" USING btree ("group_id") WHERE "bids"."group_id" is not null;