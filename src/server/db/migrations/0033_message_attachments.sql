ALTER TABLE "conversation_messages" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD COLUMN "business_account_id" text;