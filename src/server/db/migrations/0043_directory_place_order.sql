-- A place read in a search ("veterinaria en Córdoba") is a province or a city of that name. Each is now
-- walked in the directory's orders from its own index (decision 064): "Mejor calificados" (the score of
-- bots.repo ratingScore, then newest) and "Más recientes". The name alone, as 0042 indexed it, found every
-- bot of a large province in a bitmap and sorted them all (125k bots: 2.6 s).
DROP INDEX IF EXISTS "bots_province_place_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bots_city_place_idx";--> statement-breakpoint
CREATE INDEX "bots_province_place_idx" ON "bots" (btrim(regexp_replace(f_fold(province), '[^a-z0-9]+', ' ', 'g')), ((global_rating * ratings_count + 20) / (ratings_count + 5)) DESC, created_at DESC, id) WHERE listed;--> statement-breakpoint
CREATE INDEX "bots_city_place_idx" ON "bots" (btrim(regexp_replace(f_fold(city), '[^a-z0-9]+', ' ', 'g')), ((global_rating * ratings_count + 20) / (ratings_count + 5)) DESC, created_at DESC, id) WHERE listed;--> statement-breakpoint
CREATE INDEX "bots_province_place_recent_idx" ON "bots" (btrim(regexp_replace(f_fold(province), '[^a-z0-9]+', ' ', 'g')), created_at DESC, id) WHERE listed;--> statement-breakpoint
CREATE INDEX "bots_city_place_recent_idx" ON "bots" (btrim(regexp_replace(f_fold(city), '[^a-z0-9]+', ' ', 'g')), created_at DESC, id) WHERE listed;
--> statement-breakpoint
-- PostgreSQL keeps no statistics on a partial index's expressions: without these it guessed a province of
-- 125k bots at 5k, and counted the matches of a term there exactly instead of saying "más de 1.000".
CREATE STATISTICS IF NOT EXISTS "bots_province_place_stats" ON (btrim(regexp_replace(f_fold(province), '[^a-z0-9]+', ' ', 'g'))) FROM "bots";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "bots_city_place_stats" ON (btrim(regexp_replace(f_fold(city), '[^a-z0-9]+', ' ', 'g'))) FROM "bots";
