CREATE TABLE "bot_models" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"training_version" integer NOT NULL,
	"region" text,
	"fingerprint" text NOT NULL,
	"model" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_models" ADD CONSTRAINT "bot_models_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;