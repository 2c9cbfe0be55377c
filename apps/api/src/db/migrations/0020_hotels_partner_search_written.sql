-- The import writes a hotel's partner search with its row (see 0019): the server no longer folds each address as
-- the row is written. Rows stored keep the value they have.
ALTER TABLE "hotels" ALTER COLUMN "partner_search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "partner_search" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "partner_search" SET NOT NULL;
