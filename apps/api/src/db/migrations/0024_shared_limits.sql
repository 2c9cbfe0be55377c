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
CREATE INDEX "limit_attempts_last_idx" ON "limit_attempts" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "limit_calls_key_idx" ON "limit_calls" USING btree ("name","key","at");