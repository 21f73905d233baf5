ALTER TABLE "bots" ADD COLUMN "embed_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_active_at" timestamp with time zone;