-- Bids their customers deleted while pending, or withdrew once accepted, are kept by their hotels as withdrawn.
UPDATE "bids" SET "status" = 'withdrawn', "decided_by" = 'customer', "reason" = 'withdrawn_by_customer', "updated_at" = "deleted_at"
WHERE "deleted_at" IS NOT NULL AND "status" = 'accepted';--> statement-breakpoint
UPDATE "bids" SET "status" = 'withdrawn', "decided_by" = 'customer', "reason" = 'deleted_by_customer', "updated_at" = "deleted_at"
WHERE "deleted_at" IS NOT NULL AND "status" = 'pending';
