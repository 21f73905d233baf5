ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_in" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bot_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_conversation_idx" ON "orders" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "orders_bot_idx" ON "orders" USING btree ("bot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_key" ON "orders" USING btree ("guest_key_hash");