ALTER TABLE "bots" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "contact_email" text;