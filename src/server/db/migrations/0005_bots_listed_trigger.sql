-- `listed` answers "may anyone see this bot?" without joining users on every directory query.
CREATE OR REPLACE FUNCTION bots_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  owner_name text;
  owner_visible boolean;
BEGIN
  SELECT name INTO category_name FROM categories WHERE key = NEW.category_key;
  SELECT name, status = 1 AND activated_at IS NOT NULL INTO owner_name, owner_visible FROM users WHERE id = NEW.created_by;
  NEW.listed := NEW.status = 1 AND coalesce(owner_visible, false);
  NEW.search_vector :=
    setweight(to_tsvector('spanish', f_unaccent(NEW.name)), 'A') ||
    setweight(to_tsvector('simple', f_unaccent(replace(replace(NEW.alias, '-', ' '), '_', ' '))), 'A') ||
    setweight(to_tsvector('spanish', f_unaccent(array_to_string(NEW.tags, ' '))), 'B') ||
    setweight(to_tsvector('spanish', f_unaccent(coalesce(category_name, ''))), 'B') ||
    setweight(to_tsvector('spanish', f_unaccent(NEW.description)), 'C') ||
    setweight(to_tsvector('simple', f_unaccent(coalesce(owner_name, ''))), 'D');
  NEW.search_text := f_fold(concat_ws(' ', NEW.name, NEW.alias, array_to_string(NEW.tags, ' '), category_name, owner_name));
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER bots_search_refresh ON bots;--> statement-breakpoint
CREATE TRIGGER bots_search_refresh BEFORE INSERT OR UPDATE OF name, alias, description, tags, category_key, created_by, status, search_text
  ON bots FOR EACH ROW EXECUTE FUNCTION bots_search_refresh();--> statement-breakpoint
DROP TRIGGER users_name_refreshes_bots ON users;--> statement-breakpoint
CREATE TRIGGER users_change_refreshes_bots AFTER UPDATE OF name, status, activated_at ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.activated_at IS DISTINCT FROM NEW.activated_at)
  EXECUTE FUNCTION bots_search_refresh_owner();--> statement-breakpoint
UPDATE bots SET search_text = '';--> statement-breakpoint
DROP INDEX IF EXISTS bots_directory_idx;--> statement-breakpoint
CREATE INDEX bots_directory_idx ON bots (global_rating DESC, created_at DESC) WHERE listed;--> statement-breakpoint
CREATE INDEX bots_category_country_idx ON bots (category_key, f_fold(country), global_rating DESC, created_at DESC) WHERE listed;--> statement-breakpoint
CREATE INDEX bots_country_listed_idx ON bots (f_fold(country), global_rating DESC, created_at DESC) WHERE listed;
