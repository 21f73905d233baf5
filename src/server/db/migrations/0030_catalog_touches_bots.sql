-- The bot answers from its owner's publications (issue 40): the chat keeps the catalog with the bot's
-- revision (features/chat/catalog-cache.ts), so any change of an owner's publications, their stock
-- included, or of whether the owner can take payments, moves the revision of the owner's bots. Each
-- statement touches each owner's bots once.
CREATE FUNCTION publications_touch_bots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET revision = revision + 1 WHERE created_by IN (SELECT DISTINCT created_by FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER publications_insert_touches_bots AFTER INSERT ON publications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION publications_touch_bots();--> statement-breakpoint
CREATE TRIGGER publications_update_touches_bots AFTER UPDATE ON publications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION publications_touch_bots();--> statement-breakpoint
CREATE TRIGGER publications_delete_touches_bots AFTER DELETE ON publications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION publications_touch_bots();--> statement-breakpoint
CREATE FUNCTION seller_accounts_touch_bots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET revision = revision + 1 WHERE created_by IN (SELECT DISTINCT user_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seller_accounts_insert_touches_bots AFTER INSERT ON seller_accounts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_accounts_touch_bots();--> statement-breakpoint
CREATE TRIGGER seller_accounts_delete_touches_bots AFTER DELETE ON seller_accounts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_accounts_touch_bots();
