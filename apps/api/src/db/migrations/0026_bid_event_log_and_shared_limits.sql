CREATE TABLE "bid_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"status" text NOT NULL,
	"previous_status" text,
	"decided_by" text,
	"reason" text,
	"bid_created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_attempts" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_attempts_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE TABLE "limit_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bid_events_created_idx" ON "bid_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "limit_attempts_last_idx" ON "limit_attempts" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "limit_calls_key_idx" ON "limit_calls" USING btree ("name","key","at");--> statement-breakpoint
CREATE FUNCTION "log_bid_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- created_at is the change's moment on the application's clock, as the purge reads it.
	-- Held until commit: ids are taken in commit order, so a reader past an id never misses a lower one.
	PERFORM pg_advisory_xact_lock(4242002);
	INSERT INTO "bid_events" ("bid_id", "customer_id", "hotel_id", "status", "previous_status", "decided_by", "reason",
		"bid_created_at", "decided_at", "origin", "created_at")
	VALUES (NEW."id", NEW."customer_id", NEW."hotel_id", NEW."status",
		CASE WHEN TG_OP = 'UPDATE' THEN OLD."status" END, NEW."decided_by", NEW."reason", NEW."created_at",
		NEW."decided_at", current_setting('application_name'), NEW."updated_at");
	PERFORM pg_notify('bid_events', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bid_placed_logged" AFTER INSERT ON "bids" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "log_bid_event"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bid_moved_logged" AFTER UPDATE OF "status" ON "bids" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "log_bid_event"();
