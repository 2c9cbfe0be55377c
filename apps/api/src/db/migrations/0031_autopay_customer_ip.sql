ALTER TABLE "bids" ADD COLUMN "autopay_customer_ip" text;--> statement-breakpoint
ALTER TABLE "standing_bids" ADD COLUMN "autopay_customer_ip" text;