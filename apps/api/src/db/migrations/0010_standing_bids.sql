CREATE TABLE "standing_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"residency" text NOT NULL,
	"guests" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"until" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"bid_id" uuid,
	"last_bid_on" text,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standing_bids" ADD CONSTRAINT "standing_bids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_bids_due_idx" ON "standing_bids" USING btree ("next_check_at") WHERE "standing_bids"."status" = 'active';--> statement-breakpoint
CREATE INDEX "standing_bids_customer_idx" ON "standing_bids" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "standing_bids_hotel_idx" ON "standing_bids" USING btree ("hotel_id","status");