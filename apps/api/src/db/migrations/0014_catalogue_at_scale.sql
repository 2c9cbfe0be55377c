CREATE TABLE "hotel_words" (
	"hid" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "hotel_words_hid_word_pk" PRIMARY KEY("hid","word")
);
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "content" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "reviews" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "kind" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "lines_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "import_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "hotel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "hotel_words_word_idx" ON "hotel_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_one_running" ON "catalogue_imports" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "hotels_import_idx" ON "hotels" USING btree ("import_id");--> statement-breakpoint
-- Hotels imported before have no folded names or words: the next start imports the catalogue again.
DELETE FROM "catalogue_imports";
