ALTER TABLE "standing_bids" ADD COLUMN "autopay_payment_method" text;--> statement-breakpoint
ALTER TABLE "standing_bids" ADD COLUMN "guest_names" jsonb;