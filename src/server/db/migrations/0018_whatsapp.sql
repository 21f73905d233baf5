CREATE TABLE "whatsapp_connections" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"display_phone_number" text NOT NULL,
	"verified_name" text,
	"access_token_sealed" text NOT NULL,
	"connected_by" text,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"error_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_inbound_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wa_message_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"wa_id" text NOT NULL,
	"profile_name" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bot_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"wa_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "wa_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "customer_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "delivery_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_connections_phone_key" ON "whatsapp_connections" USING btree ("phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbound_message_key" ON "whatsapp_inbound" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_pending_idx" ON "whatsapp_inbound" USING btree ("seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_sender_idx" ON "whatsapp_inbound" USING btree ("bot_id","wa_id","seq");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_pending_idx" ON "whatsapp_outbox" USING btree ("seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_conversation_idx" ON "whatsapp_outbox" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_bot_wa_key" ON "conversations" USING btree ("bot_id","wa_id") WHERE "conversations"."wa_id" is not null;--> statement-breakpoint
-- Conversations that came through a site's widget carry the site (origin); the chat writes the channel from
-- now on, and WhatsApp conversations are created by features/whatsapp.
UPDATE "conversations" SET "channel" = 'widget' WHERE "origin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_check" CHECK ("channel" IN ('web', 'widget', 'whatsapp'));--> statement-breakpoint
-- The public bot answer shows the connected WhatsApp number ("Escribir por WhatsApp") and the bot cache
-- serves it at the bot's revision (decision 020): connecting, changing or disconnecting bumps it, like a
-- change of the bot's intents (0016).
CREATE TRIGGER whatsapp_connections_insert_touches_bots AFTER INSERT ON whatsapp_connections
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE TRIGGER whatsapp_connections_delete_touches_bots AFTER DELETE ON whatsapp_connections
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE FUNCTION whatsapp_connection_touches_bot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET revision = revision + 1 WHERE id = NEW.bot_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only a change of the number shown: a failed send recorded on the row must not reload the bot everywhere.
CREATE TRIGGER whatsapp_connections_number_touches_bots AFTER UPDATE ON whatsapp_connections
  FOR EACH ROW WHEN (OLD.display_phone_number IS DISTINCT FROM NEW.display_phone_number)
  EXECUTE FUNCTION whatsapp_connection_touches_bot();
