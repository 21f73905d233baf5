-- "Mejor calificados" pulls each bot's average toward the mean of every rating (bots.repo bayesianRating):
-- that mean is read from the rated bots only, through this index, instead of from every bot (issue 44).
CREATE INDEX "bots_rated_idx" ON "bots" ("ratings_count", "global_rating") WHERE "ratings_count" > 0;
