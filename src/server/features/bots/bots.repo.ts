import { openAt, openNowColumn } from '../hours/hours.repo';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DirectorySort } from '../../../shared/directory-url';
import type { BotListQuery } from '../../../shared/schemas/bots';
import type { LeadStage } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { prebuiltStatement, preparedOnce } from '../../db/prepared';
import { executeRows } from '../../db/execute-rows';
import { foldedEquals, textArray } from '../../db/word-match';
import { BotStatus, Paging } from '../../../shared/constants';
import { bots, intents, passages, sources, users, whatsappConnections } from '../../db/schema';
import type { SetAsideIntent, StoredDataField } from '../../../shared/schemas/training';
import { directorySearch, foldedTerm, placeReadings, splitTags, type PlaceReading } from './bots.search';
import { nearestDirectoryWords } from './directory-words.repo';

export type BotRow = typeof bots.$inferSelect;
export type IntentRow = typeof intents.$inferSelect;
export type BotWithCreator = BotRow & {
  creator: { id: string; hero: string | null; name: string; status: number };
  /** The connected WhatsApp number as shown (features/messaging); read by findBotByRef only. */
  whatsappPhone?: string | null;
  /** Open at the time of the query, null without hours; read by lists only (a detail reads its hours). */
  openNow?: boolean | null;
};

const creatorColumns = { id: users.id, hero: users.hero, name: users.name, status: users.status };
const botColumns = (() => {
  // Everything but the search columns, which only the database reads.
  const { searchVector: _v, searchText: _t, listed: _l, ...columns } = getTableColumns(bots);
  return columns;
})();

/** Published bots of published, activated owners: what anyone may see (kept in `listed` by a trigger). */
export const publiclyVisible = eq(bots.listed, true);

export interface ListFilters {
  term?: string | undefined;
  categoryKey?: string | undefined;
  /** A type of business (src/shared/business-types.ts). */
  businessType?: string | undefined;
  country?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  /** A province or a city of this name (folded, as `placeReadings` gives it): the place read in a search. */
  place?: string | undefined;
  tags?: string | undefined;
  /** Only bots open at this instant, on their own clock (their hours, issue 39). */
  openAt?: Date | undefined;
  /** Only this owner's bots. */
  ownerId?: string | undefined;
  /** Include unpublished bots (the owner's own view). */
  includeHidden?: boolean;
  /** Unset: the best matches first when searching, then the best rated. */
  sort?: DirectorySort | undefined;
}

/**
 * Whether the Spanish dictionary drops every word of a phrase ("unas", without its ñ, is a stopword), asked
 * of the database once per phrase and process: the phrases are those of the business types' lists, so the
 * answers are few and never change.
 */
const droppedPhrases = new Map<string, boolean>();

async function dropsAll(db: DbOrTx, phrases: readonly string[]): Promise<boolean> {
  const unknown = phrases.filter((phrase) => !droppedPhrases.has(phrase));
  if (unknown.length) {
    const rows = await executeRows<{ phrase: string; dropped: boolean }>(
      db,
      sql`select p as phrase, numnode(plainto_tsquery('spanish', p)) = 0 as dropped from unnest(${textArray(unknown)}) as p`,
    );
    for (const row of rows) droppedPhrases.set(row.phrase, row.dropped);
  }
  return phrases.some((phrase) => droppedPhrases.get(phrase));
}

/**
 * Full text over the bot's words, where a phrase that names a kind of business also matches the other
 * phrases for it and the bots of its type ("dentista" finds "Odontología" and the bots typed odontologia).
 * A phrase the dictionary drops whole ("uñas") is looked for as whole words of the bot's folded text
 * instead: only then, as a regular expression costs every row it is tried on.
 */
async function fullTextMatch(db: DbOrTx, term: string) {
  const search = directorySearch(term);
  if (!search) return undefined;
  const parts = [search.plain, ...search.senses.map((sense) => `(${sense.tsquery})`)].filter(Boolean);
  const whole = sql`to_tsquery('spanish', ${parts.join(' & ')})`;
  const types = [...new Set(search.senses.flatMap((sense) => sense.types))];
  const plainQuery = search.plain ? sql`to_tsquery('spanish', ${search.plain})` : undefined;
  const senses = await Promise.all(
    search.senses.map(async (sense) =>
      or(
        sql`${bots.searchVector} @@ to_tsquery('spanish', ${sense.tsquery})`,
        (await dropsAll(db, sense.phrases)) ? sql`${bots.searchText} ~ ${sense.pattern}` : undefined,
        sense.types.length ? sql`${bots.businessType} = any(${textArray(sense.types)})` : undefined,
      ),
    ),
  );
  const where = and(
    // Beside a business, words the dictionary drops ("taller de carros") leave no condition of their own.
    plainQuery && search.senses.length
      ? sql`(numnode(${plainQuery}) = 0 or ${bots.searchVector} @@ ${plainQuery})`
      : plainQuery && sql`${bots.searchVector} @@ ${plainQuery}`,
    ...senses,
  )!;
  // A bot of the type meant ranks a little above one that only mentions it.
  const typeBonus = types.length
    ? sql` + case when ${bots.businessType} = any(${textArray(types)}) then 0.1 else 0 end`
    : sql``;
  return { where, rank: sql`(ts_rank(${bots.searchVector}, ${whole})${typeBonus})` };
}

/**
 * A term whose words missed, spelt as the directory spells them: each word of three letters or more is
 * replaced by the directory's nearest word ("inmobilaria" → "inmobiliaria"); undefined when no word
 * changed. Run when full text finds nothing, so the corrected term then goes through full text, with its
 * indexes, like any other (decision 064).
 */
async function correctedTerm(db: DbOrTx, term: string): Promise<string | undefined> {
  const words = foldedTerm(term)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && word.length <= 40)
    .slice(0, 8);
  const nearest = await nearestDirectoryWords(db, [...new Set(words)]);
  const corrected = foldedTerm(term).replace(/[a-z]+/g, (word) => nearest.get(word) ?? word);
  return corrected !== foldedTerm(term) ? corrected : undefined;
}

/** A province's or city's name as a place read in a query is compared: folded, punctuation as one space. */
function placeName(column: AnyColumn): SQL {
  return sql`btrim(regexp_replace(f_fold(${column}), '[^a-z0-9]+', ' ', 'g'))`;
}

function conditions(filters: ListFilters) {
  const tags = splitTags(filters.tags);
  return and(
    filters.includeHidden ? undefined : publiclyVisible,
    filters.ownerId ? eq(bots.createdBy, filters.ownerId) : undefined,
    filters.categoryKey ? eq(bots.categoryKey, filters.categoryKey) : undefined,
    filters.businessType ? eq(bots.businessType, filters.businessType) : undefined,
    foldedEquals(bots.country, filters.country),
    foldedEquals(bots.province, filters.province),
    foldedEquals(bots.city, filters.city),
    filters.place
      ? or(
          sql`${placeName(bots.province)} = ${filters.place}`,
          sql`${placeName(bots.city)} = ${filters.place}`,
        )
      : undefined,
    tags.length ? sql`${bots.tags} @> ${textArray(tags)}` : undefined,
    filters.openAt ? openAt(filters.openAt) : undefined,
  );
}

/**
 * "Mejor calificados": a Bayesian average of the stored average and count (kept on the bot by
 * ratings.service), so no rating is read per bot. Each bot's average is pulled toward a prior of 4 as if it
 * also had 5 ratings of 4: one 5-star rating scores well below forty ratings of 4.8 (4.17 against 4.71), a
 * new bot sits at 4 rather than at the bottom or the top, and past a few dozen ratings a bot's own average
 * decides. The prior is fixed, not the platform's mean (decision 064): then the score of a bot depends on
 * that bot alone, and the indexes of migration 0042 keep the directory in this order. Keep the expression
 * in step with them; the planner uses an index only for the very same expression.
 */
const ratingScore = sql`((${bots.globalRating} * ${bots.ratingsCount} + 20) / (${bots.ratingsCount} + 5))`;

type Match = { where: SQL; rank: SQL } | undefined;

/** The order of a page without a term, and of the candidates a term's page is ranked from. */
function indexedOrder(filters: ListFilters) {
  return filters.sort === 'recent'
    ? [desc(bots.createdAt), asc(bots.id)]
    : [desc(ratingScore), desc(bots.createdAt), asc(bots.id)];
}

/**
 * A page for a term that matches many bots is ranked from this many of them, the best rated (or newest),
 * or as many as the page needs (decision 064).
 */
const RANKED_REACH = 120;
/** How far down the order's index a term's matches are looked for before its own indexes are read. */
const WALK_LIMIT = 5_000;

const pageColumns = () => ({ ...botColumns, creator: creatorColumns, openNow: openNowColumn(new Date()) });

/** A page without a term, read in the order of its index, and its matches counted up to the cap. */
function filterStatements(db: DbOrTx, filters: ListFilters, page: number, pageSize: number) {
  const where = conditions(filters);
  const order = indexedOrder(filters);
  return {
    rows: db
      .select(pageColumns())
      .from(bots)
      .innerJoin(users, eq(users.id, bots.createdBy))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Counted up to a bound, never over every match (decision 062), along the same index.
    count: db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(bots)
        .where(where)
        .orderBy(...order)
        .limit(reachOf(page, pageSize) + 1)
        .as('matches'),
    ),
  };
}

/** The count's cap, or this page and the ones before it when the visitor went further. */
const reachOf = (page: number, pageSize: number) => Math.max(Paging.directoryCountCap, page * pageSize);

/**
 * A term's matches read through the term's indexes only (bitmap scans), at most `limit`, in no order:
 * whatever the planner guesses of a term's matches, it never scans the table nor walks an index row by row.
 */
function probeStatement(db: DbOrTx, filters: ListFilters, match: NonNullable<Match>, limit: number) {
  // Whether a bot is listed, said so that no index "where listed" can stand for it: the planner would
  // otherwise read such an index whole, as a bitmap of every listed bot, and filter by the term.
  const listed = filters.includeHidden ? undefined : sql`coalesce(${bots.listed}, false)`;
  return db
    .select({ id: bots.id })
    .from(bots)
    .where(and(conditions({ ...filters, includeHidden: true }), listed, match.where))
    .limit(limit);
}

/** Plans the next statements of this transaction with bitmap scans of the indexes only. */
async function bitmapScansOnly(tx: DbOrTx) {
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local enable_indexscan = off`);
  // Room for the bitmaps of two broad conditions to stay exact: a lossy one rechecks whole pages.
  await tx.execute(sql`set local work_mem = '32MB'`);
  // A bitmap's estimated cost can pass jit_above_cost: compiling the plan (about 100 ms) costs more than
  // reading the rows it stops at.
  await tx.execute(sql`set local jit = off`);
}

async function probe(db: DbOrTx, filters: ListFilters, match: NonNullable<Match>, limit: number) {
  return db.transaction(async (tx) => {
    await bitmapScansOnly(tx);
    return (await probeStatement(tx, filters, match, limit)).map((row) => row.id);
  });
}

/**
 * A term's matches down the order's index, in that order, at most `limit`, each with its place `n` in the
 * walk; the walk reads at most WALK_LIMIT bots (those the filters let through) and stops once it has
 * `limit`. The WALK_LIMIT-th bot comes back too, matching or not (`matched` says), as the sign that the
 * walk did not reach the end of the filtered bots. The bounded walk is a subquery named like the table,
 * so that the term's conditions read its columns.
 */
function walkStatement(db: DbOrTx, filters: ListFilters, match: NonNullable<Match>, limit: number) {
  return sql`select "bots"."id", "bots"."n", (${match.where}) as matched from (${orderedWalk(db, filters, WALK_LIMIT)}) as "bots"
    where (${match.where}) or "bots"."n" = ${WALK_LIMIT} limit ${limit + 1}`;
}

/**
 * The first `limit` bots the filters let through, in the order's index order, numbered `n` as the index
 * gives them (no sort): a subquery named like the table, of at most `rows` rows. A place read in the
 * search is a province or a city of that name, each walked down its own index (migration 0043) and the
 * two merged in order; a bot whose province and city share the name then comes twice, one `n` after the
 * other (`uniqueInOrder`).
 */
function orderedWalk(db: DbOrTx, filters: ListFilters, limit: number, rows = limit): SQL {
  const order = indexedOrder(filters);
  // No order asked of the caller's query: the walk stops as soon as it has what the caller wants.
  const columns = {
    id: bots.id,
    searchVector: bots.searchVector,
    searchText: bots.searchText,
    businessType: bots.businessType,
  };
  if (!filters.place) {
    return sql`${db
      .select({
        ...columns,
        n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
      })
      .from(bots)
      .where(conditions(filters))
      .orderBy(...order)
      .limit(limit)}`;
  }
  const arm = (column: AnyColumn) =>
    db
      .select({ ...columns, score: sql<string>`${ratingScore}`.as('score'), createdAt: bots.createdAt })
      .from(bots)
      .where(and(conditions({ ...filters, place: undefined }), sql`${placeName(column)} = ${filters.place}`))
      .orderBy(...order)
      .limit(limit);
  const merged = sql.raw(
    filters.sort === 'recent' ? '"created_at" desc, "id"' : '"score" desc, "created_at" desc, "id"',
  );
  return sql`select "placed".*, row_number() over (order by ${merged}) as "n"
    from ((${arm(bots.province)}) union all (${arm(bots.city)})) as "placed" order by ${merged} limit ${rows}`;
}

/** The rows in walk order (`n`), each bot once: a place's walk gives a bot twice when it is in both arms. */
function uniqueInOrder<Row extends { id: string; n: number | string }>(
  rows: Row[],
): Array<Row & { n: number }> {
  const seen = new Set<string>();
  return rows
    .map((row) => ({ ...row, n: Number(row.n) }))
    .sort((a, b) => a.n - b.n)
    .filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * A page without a term within a place read in the search, and its bots counted up to the cap: both arms
 * of the place's walk read up to one past the cap (or the page), never every bot of a large province.
 */
async function placePage(db: DbOrTx, filters: ListFilters, page: number, pageSize: number) {
  const reach = reachOf(page, pageSize);
  // Each bot at most twice: twice the rows wanted hold at least that many bots.
  const walked = uniqueInOrder(
    await executeRows<{ id: string; n: number | string }>(
      db,
      sql`select "bots"."id", "bots"."n" from (${orderedWalk(db, filters, reach + 1, 2 * (reach + 1))}) as "bots"`,
    ),
  );
  const ids = walked.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id);
  const rows = ids.length
    ? await db
        .select(pageColumns())
        .from(bots)
        .innerJoin(users, eq(users.id, bots.createdBy))
        .where(inArray(bots.id, ids))
        .orderBy(...indexedOrder(filters))
    : [];
  return { rows: rows as BotWithCreator[], total: Math.min(walked.length, reach + 1) };
}

/** How many bots the filters let through, as the planner estimates it (EXPLAIN plans; it reads no row). */
async function estimatedCount(db: DbOrTx, filters: ListFilters): Promise<number> {
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`explain (format json) ${db.select({ id: bots.id }).from(bots).where(conditions(filters))}`,
  );
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The bots a term's page is ranked from, and how many matched (exact up to the cap, one more meaning
 * more). First a walk down the order's index: a broad term finds its best rated (or newest) matches there
 * at once, and a walk that reads every bot the filters let through finds every match. Else the term's own
 * indexes are read: few matches are then all read, many (but not near the top) are sampled. Each way
 * reads a bounded number of rows whatever the term (decision 064).
 */
async function termCandidates(
  db: DbOrTx,
  filters: ListFilters,
  match: NonNullable<Match>,
  page: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const cap = reachOf(page, pageSize);
  const reach = Math.max(RANKED_REACH, page * pageSize);
  // row_number() comes as a number or as a numeric string, depending on the driver. A place's walk may
  // give a bot twice: twice the rows then hold the bots wanted.
  const rows = await executeRows<{ id: string; n: number | string; matched: boolean }>(
    db,
    walkStatement(db, filters, match, filters.place ? 2 * (reach + 1) : reach + 1),
  );
  const walked = uniqueInOrder(rows);
  const found = walked.filter((row) => row.matched).map((row) => row.id);
  const counted = async () => {
    // Exact when the matches are under the cap: read through the term's indexes, up to one past it.
    const all = await probe(db, filters, match, cap + 1);
    return all.length;
  };
  if (found.length > reach) {
    // The best rated matches are these; how many there are in all, from how dense they were near the top.
    const walkedRows = walked[walked.length - 1]!.n;
    const estimate = (found.length / walkedRows) * (await estimatedCount(db, filters));
    const total = estimate > cap * 2 ? cap + 1 : await counted();
    return { ids: found.slice(0, reach + 1), total: Math.max(total, found.length) };
  }
  // The walk read every bot the filters let through: these are all the matches.
  const exhaustive = !rows.some((row) => Number(row.n) === WALK_LIMIT);
  if (exhaustive) return { ids: found, total: found.length };
  const few = await probe(db, filters, match, cap + 1);
  if (few.length <= cap) return { ids: few, total: few.length };
  const sample = await probe(db, filters, match, WALK_LIMIT);
  const best = await db
    .select({ id: bots.id })
    .from(bots)
    .where(inArray(bots.id, sample))
    .orderBy(...indexedOrder(filters))
    .limit(reach + 1);
  return { ids: best.map((row) => row.id), total: few.length };
}

/** A page of a term's candidates, in the chosen order, else by relevance, then by rating. */
function rankedStatement(
  db: DbOrTx,
  filters: ListFilters,
  match: NonNullable<Match>,
  ids: string[],
  page: number,
  pageSize: number,
) {
  const byRating = [desc(ratingScore), desc(bots.createdAt)];
  // An order the visitor chose wins over relevance: the search then only decides which bots are listed.
  const order = [
    ...(filters.sort === 'recent' ? [desc(bots.createdAt)] : []),
    ...(filters.sort === 'rating' ? byRating : []),
    desc(match.rank),
    ...(filters.sort ? [] : byRating),
    asc(bots.id),
  ];
  return db
    .select(pageColumns())
    .from(bots)
    .innerJoin(users, eq(users.id, bots.createdBy))
    .where(inArray(bots.id, ids))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

async function pageOfBots(db: DbOrTx, filters: ListFilters, match: Match, page: number, pageSize: number) {
  if (!match && filters.place) return placePage(db, filters, page, pageSize);
  if (!match) {
    const statements = filterStatements(db, filters, page, pageSize);
    const [rows, [counted]] = await Promise.all([statements.rows, statements.count]);
    return { rows: rows as BotWithCreator[], total: counted?.total ?? 0 };
  }
  const { ids, total } = await termCandidates(db, filters, match, page, pageSize);
  if (!ids.length) return { rows: [] as BotWithCreator[], total: 0 };
  const rows = await rankedStatement(db, filters, match, ids, page, pageSize);
  return { rows: rows as BotWithCreator[], total };
}

/**
 * The plans PostgreSQL chooses for a directory page, as EXPLAIN prints them: with a term (`term`, or
 * `typo`: the term as the directory's words correct it), the probe of its matches, the walk down the
 * order's index and the ranked page; with none (`filter`), the page and its count. For the test that every
 * way of searching uses an index (issue 44).
 */
export async function explainDirectoryPage(
  db: DbOrTx,
  filters: ListFilters,
  way: 'term' | 'typo' | 'filter',
): Promise<string[]> {
  const explain = async (statement: SQL | SQLWrapper, on: DbOrTx = db) => {
    const rows = await executeRows<Record<string, unknown>>(on, sql`explain (format text) ${statement}`);
    // Each row's one column is a line of the plan.
    return rows.map((row) => String(Object.values(row)[0])).join('\n');
  };
  const scoped = { ...filters, term: undefined };
  if (way === 'filter' && filters.place) {
    const reach = reachOf(1, 12) + 1;
    return [
      await explain(sql`select "bots"."id" from (${orderedWalk(db, scoped, reach, 2 * reach)}) as "bots"`),
    ];
  }
  if (way === 'filter') {
    const statements = filterStatements(db, scoped, 1, 12);
    return [await explain(statements.rows), await explain(statements.count)];
  }
  const term = way === 'typo' ? await correctedTerm(db, filters.term ?? '') : filters.term;
  const match = await fullTextMatch(db, term ?? '');
  if (!match) throw new Error(`no ${way} search for "${filters.term}"`);
  const probePlan = await db.transaction(async (tx) => {
    await bitmapScansOnly(tx);
    return explain(probeStatement(tx, scoped, match, reachOf(1, 12) + 1), tx);
  });
  const { ids } = await termCandidates(db, scoped, match, 1, 12);
  return [
    probePlan,
    await explain(walkStatement(db, scoped, match, RANKED_REACH + 1)),
    await explain(rankedStatement(db, scoped, match, ids.length ? ids : [''], 1, 12)),
  ];
}

/**
 * A page of the bots matching the term by full text; when nothing matches, by full text of the term as
 * the directory's words correct it (typos).
 */
async function searchBots(db: DbOrTx, filters: ListFilters, page: number, pageSize: number) {
  if (!filters.term) return pageOfBots(db, filters, undefined, page, pageSize);
  const empty = { rows: [] as BotWithCreator[], total: 0 };
  const fullText = await fullTextMatch(db, filters.term);
  const result = fullText ? await pageOfBots(db, filters, fullText, page, pageSize) : empty;
  if (result.total > 0) return result;
  const corrected = await correctedTerm(db, filters.term);
  const respelt = corrected ? await fullTextMatch(db, corrected) : undefined;
  return respelt ? pageOfBots(db, filters, respelt, page, pageSize) : result;
}

/**
 * The first reading of the term whose place is a province or a city of the directory's bots (in the
 * country filtered, if any); none when the visitor already chose a province or a city. Each name is one
 * probe of the place indexes (migration 0042) that stops at the first bot.
 */
async function readPlace(db: DbOrTx, filters: ListFilters): Promise<PlaceReading | undefined> {
  if (!filters.term || filters.province || filters.city) return undefined;
  const readings = placeReadings(filters.term);
  if (!readings.length) return undefined;
  const names = [...new Set(readings.map((reading) => reading.place))];
  const somewhere = (column: AnyColumn, name: string) =>
    sql`exists (${db
      .select({ one: sql`1` })
      .from(bots)
      .where(
        and(
          publiclyVisible,
          foldedEquals(bots.country, filters.country),
          sql`${placeName(column)} = ${name}`,
        ),
      )
      .limit(1)})`;
  const [found] = await executeRows<{ known: boolean[] }>(
    db,
    sql`select array[${sql.join(
      names.map((name) => sql`(${somewhere(bots.province, name)} or ${somewhere(bots.city, name)})`),
      sql`, `,
    )}] as known`,
  );
  const known = new Set(names.filter((_, index) => found?.known[index]));
  return readings.find((reading) => known.has(reading.place));
}

/**
 * One page of bots: in the chosen order, else most relevant first when searching, then best rated, then
 * newest. A place named in the search ("veterinaria en Córdoba") filters by province or city and the rest
 * is searched; should that find nothing, the whole term is searched as before.
 */
export async function findBots(db: DbOrTx, filters: ListFilters, page: number, pageSize: number) {
  const reading = await readPlace(db, filters);
  if (reading) {
    const placed = await searchBots(db, { ...filters, ...reading }, page, pageSize);
    if (placed.total > 0) return placed;
  }
  return searchBots(db, filters, page, pageSize);
}

export function listQueryToFilters(query: BotListQuery): ListFilters {
  return {
    term: query.term,
    categoryKey: query.categoryKey,
    businessType: query.businessType,
    country: query.country,
    province: query.province,
    city: query.city,
    tags: query.tags,
    openAt: query.openNow ? new Date() : undefined,
    sort: query.sort,
  };
}

// The reads of a bot a chat turn makes when the instance does not hold it: built once and named, so neither
// drizzle's building nor PostgreSQL's parsing is paid again on the path of a cold bot's first message.
const botByRefStatement = preparedOnce((db) =>
  db
    .select({
      ...botColumns,
      creator: { ...creatorColumns, activatedAt: users.activatedAt },
      whatsappPhone: whatsappConnections.displayPhoneNumber,
    })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.createdBy))
    .leftJoin(whatsappConnections, eq(whatsappConnections.botId, bots.id))
    .where(or(eq(bots.id, sql.placeholder('id')), eq(bots.alias, sql.placeholder('alias'))))
    .limit(1)
    .prepare('find_bot_by_ref'),
);

/** By _id or alias (aliases are stored lowercased). */
export async function findBotByRef(db: DbOrTx, ref: string): Promise<BotWithCreator | undefined> {
  const [row] = await botByRefStatement(db).execute({ id: ref, alias: ref.toLowerCase() });
  return row as BotWithCreator | undefined;
}

// Named, so PostgreSQL parses it once per connection.
const botRevisionsStatement = preparedOnce((db) =>
  db
    .select({ id: bots.id, alias: bots.alias, revision: bots.revision })
    .from(bots)
    .where(
      or(
        sql`${bots.id} = any(${sql.placeholder('ids')}::text[])`,
        sql`${bots.alias} = any(${sql.placeholder('aliases')}::text[])`,
      ),
    )
    .prepare('find_bot_revisions'),
);

/**
 * Each bot's id and revision by _id or alias (any letter case), in one statement whatever their number:
 * what the bot cache asks on PostgreSQL before it serves a bot. In the order asked; undefined for none.
 */
export async function findBotRevisions(
  db: DbOrTx,
  refs: readonly string[],
): Promise<Array<{ id: string; revision: number } | undefined>> {
  const rows = await botRevisionsStatement(db).execute({
    ids: [...new Set(refs)],
    aliases: [...new Set(refs.map((ref) => ref.toLowerCase()))],
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byAlias = new Map(rows.map((row) => [row.alias, row]));
  return refs.map((ref) => {
    const row = byId.get(ref) ?? byAlias.get(ref.toLowerCase());
    return row && { id: row.id, revision: row.revision };
  });
}

// Every intent of a cold bot, up to thousands of rows: written in SQL so that the rows come as the driver
// parsed them, without drizzle's mapping of each field (0.4 ms of a cold 300-intent bot's first message).
// Every column of IntentRow, by the key the row has: a column added to the table fails to compile here
// until it is read.
const INTENT_ROW_COLUMNS = {
  id: intents.id,
  botId: intents.botId,
  name: intents.name,
  intention: intents.intention,
  description: intents.description,
  questions: intents.questions,
  answers: intents.answers,
  files: intents.files,
  position: intents.position,
} satisfies Record<keyof IntentRow, AnyColumn>;
const intentsOfStatement = preparedOnce((db) =>
  prebuiltStatement(
    db,
    'find_intents_of',
    sql`select ${sql.join(
      Object.entries(INTENT_ROW_COLUMNS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
      sql`, `,
    )} from ${intents} where ${intents.botId} = ${sql.placeholder('botId')} order by ${intents.position}`,
  ),
);

export async function findIntentsOf(db: DbOrTx, botId: string): Promise<IntentRow[]> {
  const result: unknown = await intentsOfStatement(db).execute({ botId });
  return (result as { rows: IntentRow[] }).rows;
}

export async function aliasTaken(db: DbOrTx, alias: string, exceptId?: string) {
  const [row] = await db.select({ id: bots.id }).from(bots).where(eq(bots.alias, alias));
  return !!row && row.id !== exceptId;
}

export function findIntentFilesOf(db: DbOrTx, botIds: string[]) {
  return botIds.length
    ? db.select({ files: intents.files }).from(intents).where(inArray(intents.botId, botIds))
    : Promise.resolve([]);
}

/** Tags of visible bots, most used first, optionally starting with `term`. */
export function findTags(db: DbOrTx, term: string | undefined, limit: number) {
  const tag = sql<string>`tag`;
  return db
    .select({ name: tag, count: sql<number>`count(*)::int` })
    .from(sql`${bots} cross join lateral unnest(${bots.tags}) as tag`)
    .where(
      and(
        publiclyVisible,
        term ? sql`f_fold(tag) like f_fold(${term.replace(/[%_\\]/g, '')}) || '%'` : undefined,
      ),
    )
    .groupBy(tag)
    .orderBy(desc(sql`count(*)`), asc(tag))
    .limit(limit);
}

/** Distinct values of one location column among visible bots, with counts. */
export function findPlaces(
  db: DbOrTx,
  column: 'country' | 'province' | 'city',
  within: { country?: string | undefined; province?: string | undefined },
) {
  const target = bots[column];
  return db
    .select({ name: sql<string>`min(${target})`, count: sql<number>`count(*)::int` })
    .from(bots)
    .where(
      and(
        publiclyVisible,
        sql`${target} is not null and ${target} <> ''`,
        foldedEquals(bots.country, within.country),
        foldedEquals(bots.province, within.province),
      ),
    )
    .groupBy(sql`f_fold(${target})`)
    .orderBy(sql`min(${target})`);
}

// ---------- Writes: the bots and intents tables are written here only ----------

export type NewBot = typeof bots.$inferInsert;
export type NewIntent = typeof intents.$inferInsert;
/** What the owner's form changes of a bot (bots.service updateBot). */
export type BotDetailsChange = Omit<
  Partial<NewBot>,
  'id' | 'createdBy' | 'createdAt' | 'updatedAt' | 'trainingVersion' | 'revision' | 'globalRating'
>;

export async function insertBot(db: DbOrTx, values: NewBot): Promise<string> {
  const [row] = await db.insert(bots).values(values).returning({ id: bots.id });
  return row!.id;
}

/** The owner's changes, stamped with the moment they are saved. */
export async function updateBotDetails(db: DbOrTx, id: string, change: BotDetailsChange): Promise<void> {
  await db
    .update(bots)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(bots.id, id));
}

/** Deletes the bot and, by cascade in the same statement, its intents, fields, ratings and subscriptions. */
export async function deleteBotRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(bots).where(eq(bots.id, id));
}

/**
 * Locks the bot's row until the transaction ends and answers its status: publishing it and saving its
 * intents wait for each other instead of racing. Undefined when there is no such bot.
 */
export async function lockBot(
  tx: DbOrTx,
  id: string,
): Promise<{ status: number; setAsideIntents: SetAsideIntent[] } | undefined> {
  const [row] = await tx
    .select({ status: bots.status, setAsideIntents: bots.setAsideIntents })
    .from(bots)
    .where(eq(bots.id, id))
    .for('update');
  return row;
}

export async function findBotFields(db: DbOrTx, id: string): Promise<StoredDataField[]> {
  const [row] = await db.select({ fields: bots.fields }).from(bots).where(eq(bots.id, id));
  return row?.fields ?? [];
}

/**
 * A new training version of the bot (the chat engine's cache is keyed by it), stamped when the save
 * happens, with the fields it changes. `publishIfWaiting` publishes a new bot that waited for its intents
 * (bots.service createBot) and ends the wait. Answers the bot's status after the save.
 */
export async function recordTraining(
  db: DbOrTx,
  id: string,
  change: { fields?: StoredDataField[]; setAside?: SetAsideIntent[]; publishIfWaiting?: boolean },
): Promise<{ status: number; publishWhenTrained: boolean; trainingVersion: number }> {
  const [row] = await db
    .update(bots)
    .set({
      trainingVersion: sql`${bots.trainingVersion} + 1`,
      updatedAt: new Date(),
      ...(change.fields ? { fields: change.fields } : {}),
      ...(change.setAside ? { setAsideIntents: change.setAside } : {}),
      ...(change.publishIfWaiting
        ? {
            status: sql`case when ${bots.publishWhenTrained} then ${BotStatus.published} else ${bots.status} end`,
            publishWhenTrained: false,
          }
        : {}),
    })
    .where(eq(bots.id, id))
    .returning({
      status: bots.status,
      publishWhenTrained: bots.publishWhenTrained,
      trainingVersion: bots.trainingVersion,
    });
  return row!;
}

/** Retrains the bot without another change to it (the platform bot answers from the FAQ). */
export async function bumpTrainingVersion(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(bots)
    .set({ trainingVersion: sql`${bots.trainingVersion} + 1` })
    .where(eq(bots.id, id));
}

/** The bot's average rating and count, as ratings.service recomputes them under the bot's lock. */
export async function setBotRating(
  db: DbOrTx,
  id: string,
  rating: { globalRating: number; ratingsCount: number },
): Promise<void> {
  await db.update(bots).set(rating).where(eq(bots.id, id));
}

export async function setEmbedDomains(db: DbOrTx, id: string, domains: string[]): Promise<string[]> {
  const [row] = await db
    .update(bots)
    .set({ embedDomains: domains })
    .where(eq(bots.id, id))
    .returning({ domains: bots.embedDomains });
  return row?.domains ?? [];
}

export async function countBotsOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bots)
    .where(eq(bots.createdBy, userId));
  return row?.count ?? 0;
}

/**
 * Replaces the bot's whole list of intents; answers the stored rows in their order. An intent that stays
 * (its id is in `rows`) is updated in place, not deleted and inserted again: rows that point at it (the
 * questions customers proposed for it, issue 37) go only with an intent the owner removed.
 */
export async function replaceIntents(db: DbOrTx, botId: string, rows: NewIntent[]): Promise<IntentRow[]> {
  const kept = rows.flatMap((row) => (row.id ? [row.id] : []));
  await db
    .delete(intents)
    .where(
      kept.length ? and(eq(intents.botId, botId), notInArray(intents.id, kept)) : eq(intents.botId, botId),
    );
  if (!rows.length) return [];
  const incoming = (column: string) => sql.raw(`excluded.${column}`);
  return db
    .insert(intents)
    .values(rows)
    .onConflictDoUpdate({
      target: intents.id,
      set: {
        name: incoming('name'),
        intention: incoming('intention'),
        description: incoming('description'),
        questions: incoming('questions'),
        answers: incoming('answers'),
        files: incoming('files'),
        position: incoming('position'),
      },
      // Never another bot's intent, whatever id a caller passes.
      setWhere: eq(intents.botId, botId),
    })
    .returning();
}

/** The intentions (machine names) of the bot's intents. */
export async function findIntentionsOf(db: DbOrTx, botId: string): Promise<string[]> {
  const rows = await db
    .select({ intention: intents.intention })
    .from(intents)
    .where(eq(intents.botId, botId));
  return rows.map((row) => row.intention);
}

/** The id of the visible bot with this _id or alias; undefined for a hidden or unknown one. */
export async function findListedBotId(db: DbOrTx, ref: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(or(eq(bots.id, ref), eq(bots.alias, ref.toLowerCase())), publiclyVisible));
  return row?.id;
}

/** Visible bots' aliases, most recently changed first (the sitemap). */
export function findVisibleBotAliases(db: DbOrTx, limit: number) {
  return db
    .select({ alias: bots.alias, updatedAt: bots.updatedAt })
    .from(bots)
    .where(publiclyVisible)
    .orderBy(desc(bots.updatedAt))
    .limit(limit);
}

/** A passage of one of the bot's ready sources, as the chat answers from it (features/sources writes them). */
export interface PassageRow {
  id: string;
  sourceId: string;
  sourceTitle: string;
  /** The website the passage was read from (a `url` source), whose links are the bot's own. */
  sourceUrl?: string | null;
  heading: string;
  text: string;
}

const passagesOfStatement = preparedOnce((db) =>
  db
    .select({
      id: passages.id,
      sourceId: passages.sourceId,
      sourceTitle: sources.title,
      sourceUrl: sources.url,
      heading: passages.heading,
      text: passages.text,
    })
    .from(passages)
    .innerJoin(sources, eq(sources.id, passages.sourceId))
    .where(eq(passages.botId, sql.placeholder('botId')))
    .orderBy(asc(sources.createdAt), asc(passages.position))
    .prepare('find_passages_of'),
);

/** A bot's passages with their source's title, in the sources' order (loaded with the bot, bot-cache.ts). */
export function findPassagesOf(db: DbOrTx, botId: string): Promise<PassageRow[]> {
  return passagesOfStatement(db).execute({ botId });
}

/**
 * Marks the bot changed without changing a column of it, for what its detail shows from another table (its
 * hours): the update's trigger moves its revision and announces it (migration 0016), so every instance's
 * bot cache reloads it.
 */
export async function touchBot(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(bots)
    .set({ revision: sql`${bots.revision}` })
    .where(eq(bots.id, id));
}

/** The lead pipeline's stages as the owner arranged them (issue 42). */
export async function setLeadStages(db: DbOrTx, botId: string, stages: LeadStage[]) {
  await db.update(bots).set({ leadStages: stages }).where(eq(bots.id, botId));
}
