-- The inbox's search (issue 44): a word in what was said is found through trigrams of the folded text,
-- not by folding and reading every message of the bot. LIKE '%palabra%' uses it for words of 3 letters or more.
CREATE INDEX "conversation_messages_text_trgm_idx" ON "conversation_messages" USING gin (f_fold("text") gin_trgm_ops);
