CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"bid" numeric(12, 2) NOT NULL,
	"floor" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"counter_amount" numeric(12, 2),
	"snapshot" jsonb NOT NULL,
	"decided_by" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_hotels" (
	"supplier_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "supplier_hotels_supplier_id_hotel_id_pk" PRIMARY KEY("supplier_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_rules" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"auto_accept_percent" numeric(5, 2),
	"floor_percent" numeric(5, 2),
	"counter_percent" numeric(5, 2),
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"all_hotels" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_hotels" ADD CONSTRAINT "supplier_hotels_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rules" ADD CONSTRAINT "supplier_rules_updated_by_suppliers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bids_customer_idx" ON "bids" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bids_hotel_status_idx" ON "bids" USING btree ("hotel_id","status");--> statement-breakpoint
CREATE INDEX "supplier_hotels_hotel_idx" ON "supplier_hotels" USING btree ("hotel_id");