CREATE TABLE "directory_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A typo is corrected against the directory's words, the nearest by trigrams (KNN through GiST), rather
-- than compared with every bot's text (issue 44, decision 064).
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The same trigger as migration 0005, which also keeps the words of a listed bot.
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
  IF NEW.listed THEN
    INSERT INTO directory_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^a-z]+') AS w WHERE length(w) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
INSERT INTO directory_words (word)
  SELECT DISTINCT w FROM bots, regexp_split_to_table(bots.search_text, '[^a-z]+') AS w
  WHERE bots.listed AND length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The directory's order, "Mejor calificados" then the newest, read from these indexes (decision 064):
-- a bot's average pulled toward a fixed 4 as if it had 5 more ratings of 4 (bots.repo ratingScore), then
-- the newest. A term's page ranks by relevance the matches these indexes lead to.
DROP INDEX IF EXISTS "bots_directory_idx";--> statement-breakpoint
CREATE INDEX "bots_directory_idx" ON "bots" (((global_rating * ratings_count + 20) / (ratings_count + 5)) DESC, created_at DESC, id) WHERE listed;--> statement-breakpoint
DROP INDEX IF EXISTS "bots_category_country_idx";--> statement-breakpoint
CREATE INDEX "bots_category_country_idx" ON "bots" (category_key, f_fold(country), ((global_rating * ratings_count + 20) / (ratings_count + 5)) DESC, created_at DESC, id) WHERE listed;--> statement-breakpoint
DROP INDEX IF EXISTS "bots_country_listed_idx";--> statement-breakpoint
CREATE INDEX "bots_country_listed_idx" ON "bots" (f_fold(country), ((global_rating * ratings_count + 20) / (ratings_count + 5)) DESC, created_at DESC, id) WHERE listed;--> statement-breakpoint
CREATE INDEX "bots_recent_idx" ON "bots" (created_at DESC, id) WHERE listed;
--> statement-breakpoint
-- A place read in a search ("veterinaria en Córdoba") is looked up, and then filtered, by its name as
-- bots.repo placeName folds it.
CREATE INDEX "bots_province_place_idx" ON "bots" (btrim(regexp_replace(f_fold(province), '[^a-z0-9]+', ' ', 'g'))) WHERE listed;--> statement-breakpoint
CREATE INDEX "bots_city_place_idx" ON "bots" (btrim(regexp_replace(f_fold(city), '[^a-z0-9]+', ' ', 'g'))) WHERE listed;
--> statement-breakpoint
-- The Bayesian prior is now a fixed 4 (decision 064): nothing reads the mean of every rating any more.
DROP INDEX IF EXISTS "bots_rated_idx";
