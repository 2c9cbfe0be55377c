CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"stripe_refund_id" text,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_refunds_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id","created_at");