CREATE TABLE "bot_message_days" (
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"intent" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_message_days_bot_id_day_intent_pk" PRIMARY KEY("bot_id","day","intent")
);
--> statement-breakpoint
ALTER TABLE "bot_message_days" ADD CONSTRAINT "bot_message_days_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_bot_created_idx" ON "conversations" USING btree ("bot_id","created_at");--> statement-breakpoint
-- The messages written before the rollup existed.
INSERT INTO "bot_message_days" ("bot_id", "day", "intent", "count")
SELECT "bot_id", to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD'), coalesce("intent", ''), count(*)::int
FROM "conversation_messages" WHERE "from" = 'user'
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
