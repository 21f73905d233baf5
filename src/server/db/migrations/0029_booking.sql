CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"service_id" text,
	"service_name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"note" text DEFAULT '' NOT NULL,
	"conversation_id" text,
	"manage_token_hash" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."end_at" > "appointments"."start_at"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled', 'done', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"name" text NOT NULL,
	"duration_min" integer NOT NULL,
	"price_minor" bigint,
	"currency" text,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_booking" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"booking_on" boolean DEFAULT false NOT NULL,
	"lead_time_min" integer DEFAULT 60 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"feed_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_booking" ADD CONSTRAINT "bot_booking_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_bot_start_idx" ON "appointments" USING btree ("bot_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_manage_token_key" ON "appointments" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."status" = 'booked' and "appointments"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "booking_services_bot_idx" ON "booking_services" USING btree ("bot_id","position");