ALTER TABLE "bots" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The bot cache (features/bots/bot-cache.ts) serves a bot only at the revision the database holds. Triggers
-- keep the revision, so no write path can forget it: any update of the row bumps it, and so does a change
-- of the bot's intents or of what its owner shows beside it. The bot's id is also announced on
-- `bot_changed` when the change commits; the embedded database delivers that to its one process before the
-- write returns, which spares PGlite a revision check per request.
CREATE FUNCTION bots_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bots_revision_bump BEFORE UPDATE ON bots
  FOR EACH ROW EXECUTE FUNCTION bots_revision_bump();--> statement-breakpoint
CREATE FUNCTION bots_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bot_changed', OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bots_announce_change AFTER UPDATE OR DELETE ON bots
  FOR EACH ROW EXECUTE FUNCTION bots_announce_change();--> statement-breakpoint
-- Intents: each statement touches every bot whose intents it changed, once.
CREATE FUNCTION intents_touch_bots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET revision = revision + 1 WHERE id IN (SELECT DISTINCT bot_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER intents_insert_touches_bots AFTER INSERT ON intents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE TRIGGER intents_update_touches_bots AFTER UPDATE ON intents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
CREATE TRIGGER intents_delete_touches_bots AFTER DELETE ON intents
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intents_touch_bots();--> statement-breakpoint
-- The owner's name, status and activation already touch their bots (users_change_refreshes_bots, 0005);
-- the hero (the public handle in `createdBy`) does not change the search, so it gets its own trigger.
CREATE FUNCTION users_touch_bots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET revision = revision + 1 WHERE created_by = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_hero_touches_bots AFTER UPDATE OF hero ON users
  FOR EACH ROW WHEN (OLD.hero IS DISTINCT FROM NEW.hero) EXECUTE FUNCTION users_touch_bots();--> statement-breakpoint
-- Conversations: a chat turn answered from an instance's cached copy is stored only while the row is
-- still at the revision it was answered from (features/chat/conversation-store.ts); any other change (the
-- owner taking over, a message through another instance) bumps it.
CREATE FUNCTION conversations_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
-- The chat's own turns bump the revision in their statement (one function call less per turn); the
-- trigger covers every other write.
CREATE TRIGGER conversations_revision_bump BEFORE UPDATE ON conversations
  FOR EACH ROW WHEN (NEW.revision = OLD.revision) EXECUTE FUNCTION conversations_revision_bump();
