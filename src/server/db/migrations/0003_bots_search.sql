-- Search that people expect in Spanish: accent-folded full-text search (stems, so plurals match) plus
-- trigram similarity for typos and prefixes. The same SQL runs on PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with an explicit dictionary can be used in indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent($1)) $$;--> statement-breakpoint
-- Name and alias weigh most, then tags and category, then description, then the owner's name.
CREATE OR REPLACE FUNCTION bots_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  owner_name text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE key = NEW.category_key;
  SELECT name INTO owner_name FROM users WHERE id = NEW.created_by;
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
CREATE TRIGGER bots_search_refresh BEFORE INSERT OR UPDATE OF name, alias, description, tags, category_key, created_by, search_text
  ON bots FOR EACH ROW EXECUTE FUNCTION bots_search_refresh();--> statement-breakpoint
-- Renaming an owner or a category re-indexes their bots (touching search_text fires the trigger above).
CREATE OR REPLACE FUNCTION bots_search_refresh_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET search_text = '' WHERE created_by = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_name_refreshes_bots AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bots_search_refresh_owner();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bots_search_refresh_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bots SET search_text = '' WHERE category_key = NEW.key;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_name_refreshes_bots AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bots_search_refresh_category();--> statement-breakpoint
UPDATE bots SET search_text = '';--> statement-breakpoint
CREATE INDEX bots_search_vector_idx ON bots USING gin (search_vector);--> statement-breakpoint
CREATE INDEX bots_search_text_trgm_idx ON bots USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bots_country_idx ON bots (f_fold(country));--> statement-breakpoint
CREATE INDEX bots_tags_idx ON bots USING gin (tags);--> statement-breakpoint
CREATE INDEX bots_directory_idx ON bots (status, global_rating DESC, created_at DESC);
