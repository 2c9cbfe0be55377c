-- A hotel's content and reviews are compressed with lz4 where the server has it (PostgreSQL as
-- packaged does; PGlite does not, and keeps pglz): the import writes them at a fraction of the CPU.
DO $$
BEGIN
  ALTER TABLE "hotels" ALTER COLUMN "content" SET COMPRESSION lz4, ALTER COLUMN "reviews" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
