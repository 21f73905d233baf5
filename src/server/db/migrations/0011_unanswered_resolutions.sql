CREATE TABLE "unanswered_resolutions" (
	"bot_id" text NOT NULL,
	"key" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unanswered_resolutions_bot_id_key_pk" PRIMARY KEY("bot_id","key")
);
--> statement-breakpoint
ALTER TABLE "unanswered_resolutions" ADD CONSTRAINT "unanswered_resolutions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;