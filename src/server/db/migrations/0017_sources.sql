CREATE TABLE "passages" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"content" "bytea",
	"passage_count" integer DEFAULT 0 NOT NULL,
	"drafts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passages_bot_idx" ON "passages" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "passages_source_idx" ON "passages" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "sources_bot_idx" ON "sources" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "sources_pending_idx" ON "sources" USING btree ("created_at") WHERE status = 'processing';--> statement-breakpoint
-- The chat answers from passages when no intent does, and the bot cache serves them at the bot's revision:
-- a change of a bot's passages bumps it like a change of its intents (0016), once per statement.
CREATE TRIGGER passages_insert_touches_bots AFTER INSERT ON passages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE TRIGGER passages_delete_touches_bots AFTER DELETE ON passages
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE TRIGGER passages_update_touches_bots AFTER UPDATE ON passages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();
