-- A call limit's take in one round trip (lib/shared-limits.ts): under the key's advisory lock, held to commit, the calls
-- older than the window are forgotten, the rest counted, and this call taken if fewer than the limit. Each statement of
-- a volatile function reads afresh: once the lock is held, the count sees the call of the take before.
CREATE FUNCTION "take_limit_call"("p_name" text, "p_key" text, "p_at" timestamptz, "p_since" timestamptz, "p_max" numeric)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext("p_name" || E'\n' || "p_key"));
	DELETE FROM "limit_calls" WHERE "name" = "p_name" AND "key" = "p_key" AND "at" < "p_since";
	IF (SELECT count(*) FROM "limit_calls" WHERE "name" = "p_name" AND "key" = "p_key" AND "at" >= "p_since") >= "p_max" THEN
		RETURN false;
	END IF;
	INSERT INTO "limit_calls" ("name", "key", "at") VALUES ("p_name", "p_key", "p_at");
	RETURN true;
END $$;
