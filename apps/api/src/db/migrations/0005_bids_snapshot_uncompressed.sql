-- A bid's row (its rate snapshot is about 3 KB of jsonb) stays whole and uncompressed up to the
-- largest size a page holds: past the default 2 KB, every insert compressed the snapshot with pglz
-- and every read of a bid decompressed it, for about half the bytes saved.
ALTER TABLE "bids" SET (toast_tuple_target = 8160);
