CREATE TABLE "question_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"intent_id" text NOT NULL,
	"text" text NOT NULL,
	"folded" text NOT NULL,
	"source" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_proposals_source" CHECK ("question_proposals"."source" in ('chip', 'owner')),
	CONSTRAINT "question_proposals_status" CHECK ("question_proposals"."status" in ('pending', 'approved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_intent_id_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_proposals_same_idx" ON "question_proposals" USING btree ("bot_id","intent_id","folded");--> statement-breakpoint
CREATE INDEX "question_proposals_pending_idx" ON "question_proposals" USING btree ("bot_id","last_seen_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "question_proposals_intent_idx" ON "question_proposals" USING btree ("intent_id");