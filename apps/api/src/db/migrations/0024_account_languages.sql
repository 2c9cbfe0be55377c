CREATE TABLE "account_languages" (
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "account_languages_role_account_id_pk" PRIMARY KEY("role","account_id")
);
