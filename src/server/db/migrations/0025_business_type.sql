ALTER TABLE "bots" ADD COLUMN "business_type" text;--> statement-breakpoint
CREATE INDEX "bots_business_type_idx" ON "bots" USING btree ("business_type");