CREATE TABLE "publication_texts" (
	"publication_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "publication_texts_publication_id_language_pk" PRIMARY KEY("publication_id","language")
);
--> statement-breakpoint
ALTER TABLE "publication_texts" ADD CONSTRAINT "publication_texts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;