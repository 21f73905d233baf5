ALTER TABLE "channel_outbox" ADD COLUMN "conversation_message_id" text;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "channel_outbox_message_idx" ON "channel_outbox" USING btree ("channel","message_id") WHERE message_id is not null;