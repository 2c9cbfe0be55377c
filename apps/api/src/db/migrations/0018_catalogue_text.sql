ALTER TABLE "hotels" ALTER COLUMN "content" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "reviews" SET DATA TYPE text;--> statement-breakpoint
-- A new type forgets the columns' compression: lz4 again where the server has it (see 0017).
DO $$
BEGIN
  ALTER TABLE "hotels" ALTER COLUMN "content" SET COMPRESSION lz4, ALTER COLUMN "reviews" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
--> statement-breakpoint
-- A hotel's reviews are now its line of the reviews dump, which holds them as `reviews`.
UPDATE "hotels" SET "reviews" = '{"reviews":' || "reviews" || '}';
