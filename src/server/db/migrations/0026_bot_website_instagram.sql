ALTER TABLE "bots" ADD COLUMN "contact_website" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "contact_instagram" text;