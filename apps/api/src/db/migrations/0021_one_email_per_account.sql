CREATE TABLE "account_email_clashes" (
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"held_by_role" text NOT NULL,
	"held_by_id" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_email_clashes_role_account_id_pk" PRIMARY KEY("role","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"account_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_emails_account_idx" ON "account_emails" USING btree ("role","account_id");--> statement-breakpoint
-- Each e-mail goes to the account that signs in with it from now on: a partner (which signed in before an operator of
-- the same e-mail), else an operator, else a customer; of one role's accounts whose e-mails differ only in case, the
-- oldest.
INSERT INTO "account_emails" ("email", "role", "account_id")
SELECT DISTINCT ON (lower(btrim("email"))) lower(btrim("email")), 'supplier', "id" FROM "suppliers"
ORDER BY lower(btrim("email")), "created_at", "id";
--> statement-breakpoint
INSERT INTO "account_emails" ("email", "role", "account_id")
SELECT DISTINCT ON (lower(btrim("email"))) lower(btrim("email")), 'operator', "id" FROM "operators"
ORDER BY lower(btrim("email")), "created_at", "id"
ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
INSERT INTO "account_emails" ("email", "role", "account_id")
SELECT DISTINCT ON (lower(btrim("email"))) lower(btrim("email")), 'customer', "id" FROM "customers"
ORDER BY lower(btrim("email")), "created_at", "id"
ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
-- The accounts left out: reported here, for an operator to settle with their owners.
INSERT INTO "account_email_clashes" ("role", "account_id", "email", "held_by_role", "held_by_id")
SELECT "account"."role", "account"."id", "account"."email", "holder"."role", "holder"."account_id"
FROM (
  SELECT 'supplier' AS "role", "id", "email" FROM "suppliers"
  UNION ALL SELECT 'operator', "id", "email" FROM "operators"
  UNION ALL SELECT 'customer', "id", "email" FROM "customers"
) AS "account"
JOIN "account_emails" AS "holder" ON "holder"."email" = lower(btrim("account"."email"))
WHERE "holder"."role" <> "account"."role" OR "holder"."account_id" <> "account"."id";
--> statement-breakpoint
-- An account left out no longer signs in, and the sessions it has end (decision 011).
UPDATE "customers" SET "session_version" = "session_version" + 1
WHERE "id" IN (SELECT "account_id" FROM "account_email_clashes" WHERE "role" = 'customer');
--> statement-breakpoint
UPDATE "suppliers" SET "session_version" = "session_version" + 1
WHERE "id" IN (SELECT "account_id" FROM "account_email_clashes" WHERE "role" = 'supplier');
--> statement-breakpoint
UPDATE "operators" SET "session_version" = "session_version" + 1
WHERE "id" IN (SELECT "account_id" FROM "account_email_clashes" WHERE "role" = 'operator');
--> statement-breakpoint
-- From now on every account is written with its e-mail in the namespace, by any path, and kept in step when the
-- e-mail changes or the account goes: the namespace's key refuses an e-mail another account holds.
CREATE FUNCTION "account_emails_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."email" IS NOT DISTINCT FROM NEW."email" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "account_emails" WHERE "role" = TG_ARGV[0] AND "account_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "account_emails" ("email", "role", "account_id") VALUES (lower(btrim(NEW."email")), TG_ARGV[0], NEW."id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_account_email" AFTER INSERT OR DELETE OR UPDATE OF "email" ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "account_emails_keep"('customer');
--> statement-breakpoint
CREATE TRIGGER "suppliers_account_email" AFTER INSERT OR DELETE OR UPDATE OF "email" ON "suppliers"
  FOR EACH ROW EXECUTE FUNCTION "account_emails_keep"('supplier');
--> statement-breakpoint
CREATE TRIGGER "operators_account_email" AFTER INSERT OR DELETE OR UPDATE OF "email" ON "operators"
  FOR EACH ROW EXECUTE FUNCTION "account_emails_keep"('operator');
