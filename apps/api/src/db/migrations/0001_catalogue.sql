CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_update" text NOT NULL,
	"hotel_count" integer NOT NULL,
	"region_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"hid" integer PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"star_rating" real NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"images" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"reviews" jsonb NOT NULL,
	CONSTRAINT "hotels_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE INDEX "hotels_region_idx" ON "hotels" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "publications_type_idx" ON "publications" USING btree ("type");