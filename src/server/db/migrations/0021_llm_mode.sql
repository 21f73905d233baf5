CREATE TABLE "bot_llm_days" (
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"worded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_llm_days_bot_id_day_pk" PRIMARY KEY("bot_id","day")
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "llm_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_llm_days" ADD CONSTRAINT "bot_llm_days_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;