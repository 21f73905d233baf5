CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"category_key" text NOT NULL,
	"picture_url" text,
	"cover_url" text,
	"location_address" text,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"country" text,
	"province" text,
	"city" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"notification_on" boolean DEFAULT false NOT NULL,
	"notification_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text NOT NULL,
	"global_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"media_key" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"intro" text NOT NULL,
	"description" text NOT NULL,
	"questions" jsonb NOT NULL,
	"phrases" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intents" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"name" text NOT NULL,
	"intention" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"hero" text,
	"picture_url" text,
	"bio" text,
	"phone" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"global_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intents" ADD CONSTRAINT "intents_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bots_alias_key" ON "bots" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "bots_created_by_idx" ON "bots" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "bots_category_idx" ON "bots" USING btree ("category_key");--> statement-breakpoint
CREATE INDEX "intents_bot_idx" ON "intents" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_hero_key" ON "users" USING btree ("hero");