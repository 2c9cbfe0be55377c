-- An autopay bid whose charge failed stays accepted but is now paid by hand (its card let go): its customer's open
-- pages hear of it as of any move.
DROP TRIGGER "bid_moved_logged" ON "bids";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bid_moved_logged" AFTER UPDATE OF "status", "autopay_payment_method" ON "bids" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."autopay_payment_method" IS DISTINCT FROM NEW."autopay_payment_method")
	EXECUTE FUNCTION "log_bid_event"();
