CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at");