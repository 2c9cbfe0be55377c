CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_order_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"bid_id" uuid,
	"hotel_id" integer NOT NULL,
	"hotel_name" text NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"previous_amount" numeric(12, 2),
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"guests" jsonb NOT NULL,
	"room_name" text NOT NULL,
	"meal" text,
	"cancellation_info" jsonb NOT NULL,
	"rate" jsonb NOT NULL,
	"payment_type" jsonb NOT NULL,
	"partner_order_number" integer,
	"guest_names" jsonb,
	"phone" text,
	"comment" text,
	"stripe_product_id" text,
	"stripe_price_id" text,
	"stripe_session_id" text,
	"stripe_payment_intent" text,
	"amount_refunded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"agreement_number" text,
	"failure" text,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_partner_order_id_unique" UNIQUE("partner_order_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_price_idx" ON "bookings" USING btree ("stripe_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_paid_bid_idx" ON "bookings" USING btree ("bid_id") WHERE status in ('paid', 'processing', 'confirmed', 'cancelled');