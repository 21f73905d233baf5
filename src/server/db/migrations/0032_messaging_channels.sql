CREATE TABLE "channel_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "channel_inbound_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"message_id" text NOT NULL,
	"account_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"sender_id" text NOT NULL,
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
CREATE TABLE "channel_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "channel_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"bot_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"account_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meta_connections" (
	"bot_id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"connected_by" text,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"error_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_connections_bot_id_platform_pk" PRIMARY KEY("bot_id","platform")
);
--> statement-breakpoint
-- WhatsApp's queues become every messaging channel's (issue 41): the rows waiting or done move over, in order.
INSERT INTO "channel_inbound" ("id","channel","message_id","account_id","bot_id","sender_id","profile_name","type","payload","sent_at","status","attempts","lease_until","error","created_at","done_at")
  SELECT "id",'whatsapp',"wa_message_id","phone_number_id","bot_id","wa_id","profile_name","type","payload","sent_at","status","attempts","lease_until","error","created_at","done_at"
  FROM "whatsapp_inbound" ORDER BY "seq";--> statement-breakpoint
INSERT INTO "channel_outbox" ("id","channel","bot_id","conversation_id","account_id","body","author","status","attempts","lease_until","next_attempt_at","error","message_id","created_at","sent_at")
  SELECT "id",'whatsapp',"bot_id","conversation_id","phone_number_id","body","author","status","attempts","lease_until","next_attempt_at","error","wa_message_id","created_at","sent_at"
  FROM "whatsapp_outbox" ORDER BY "seq";--> statement-breakpoint
DROP TABLE "whatsapp_inbound" CASCADE;--> statement-breakpoint
DROP TABLE "whatsapp_outbox" CASCADE;--> statement-breakpoint
DROP INDEX "conversations_bot_wa_key";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_id" text;--> statement-breakpoint
UPDATE "conversations" SET "contact_id" = "wa_id" WHERE "wa_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_inbound" ADD CONSTRAINT "channel_inbound_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD CONSTRAINT "channel_outbox_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD CONSTRAINT "channel_outbox_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_connections" ADD CONSTRAINT "meta_connections_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_connections" ADD CONSTRAINT "meta_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_inbound_message_key" ON "channel_inbound" USING btree ("channel","message_id");--> statement-breakpoint
CREATE INDEX "channel_inbound_pending_idx" ON "channel_inbound" USING btree ("seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "channel_inbound_sender_idx" ON "channel_inbound" USING btree ("bot_id","channel","sender_id","seq");--> statement-breakpoint
CREATE INDEX "channel_outbox_pending_idx" ON "channel_outbox" USING btree ("seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "channel_outbox_conversation_idx" ON "channel_outbox" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_connections_account_key" ON "meta_connections" USING btree ("platform","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_bot_contact_key" ON "conversations" USING btree ("bot_id","channel","contact_id") WHERE "conversations"."contact_id" is not null;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "wa_id";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_channel_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_check" CHECK ("channel" IN ('web', 'widget', 'whatsapp', 'messenger', 'instagram'));--> statement-breakpoint
ALTER TABLE "channel_inbound" ADD CONSTRAINT "channel_inbound_channel_check" CHECK ("channel" IN ('whatsapp', 'messenger', 'instagram'));--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD CONSTRAINT "channel_outbox_channel_check" CHECK ("channel" IN ('whatsapp', 'messenger', 'instagram'));--> statement-breakpoint
ALTER TABLE "meta_connections" ADD CONSTRAINT "meta_connections_platform_check" CHECK ("platform" IN ('messenger', 'instagram'));
