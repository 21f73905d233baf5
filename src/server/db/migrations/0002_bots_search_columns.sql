ALTER TABLE "bots" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;