CREATE TABLE "supplier_rule_changes" (
	"hotel_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"nightly_cap" integer,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_rule_changes_hotel_id_version_pk" PRIMARY KEY("hotel_id","version")
);
--> statement-breakpoint
CREATE TABLE "supplier_rule_sets" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"nightly_cap" integer,
	"version" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each hotel's single rule becomes one line without conditions, version 1, so no hotel changes behaviour.
INSERT INTO "supplier_rule_sets" ("hotel_id", "lines", "nightly_cap", "version", "updated_by", "updated_at")
SELECT "hotel_id",
	jsonb_build_array(jsonb_build_object(
		'label', 'Every bid',
		'when', '{}'::jsonb,
		'autoAcceptPercent', "auto_accept_percent",
		'counterPercent', "counter_percent",
		'rejectBelowPercent', "floor_percent")),
	NULL, 1, "updated_by", "updated_at"
FROM "supplier_rules"
WHERE "auto_accept_percent" IS NOT NULL OR "floor_percent" IS NOT NULL OR "counter_percent" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "supplier_rule_changes" ("hotel_id", "version", "lines", "nightly_cap", "changed_by", "changed_at")
SELECT "hotel_id", "version", "lines", "nightly_cap", "updated_by", "updated_at" FROM "supplier_rule_sets"
WHERE "hotel_id" IN (SELECT "hotel_id" FROM "supplier_rules");
--> statement-breakpoint
DROP TABLE "supplier_rules" CASCADE;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "rule_label" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "rule_version" integer;--> statement-breakpoint
ALTER TABLE "supplier_rule_changes" ADD CONSTRAINT "supplier_rule_changes_changed_by_suppliers_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rule_sets" ADD CONSTRAINT "supplier_rule_sets_updated_by_suppliers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;