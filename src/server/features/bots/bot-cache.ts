import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { Batcher } from '../../lib/batcher';
import { estimateHeapBytes } from '../../lib/heap-estimate';
import type { MemoryRelease } from '../../lib/memory-release';
import type { Hours } from '../../../shared/schemas/agenda';
import { findHours } from '../hours/hours.repo';
import { findBooking, settingsOf, type BookingSettings } from '../hours/booking.repo';
import { findServices, type ServiceRow } from '../hours/services.repo';
import * as repo from './bots.repo';
import type { BotWithCreator, IntentRow, PassageRow } from './bots.repo';

/** A bot as the public reads need it (its page and its chat), at one revision. */
export interface CachedBot {
  bot: BotWithCreator;
  intents: IntentRow[];
  /**
   * The passages of its ready sources, which the chat answers from when no intent does: loaded with the
   * bot and kept at its revision (a change of passages bumps it, migration 0017), so a chat turn reads none.
   */
  passages: PassageRow[];
  /** Its opening hours (issue 39), null without them. */
  hours: Hours | null;
  /**
   * What its chat books (issue 39, item 3): its rules and services, null unless it takes bookings (on, with
   * hours and at least one service). Saving them moves the bot's revision; bookings themselves do not.
   */
  booking: CachedBooking | null;
  /** What the entry holds in memory, about (estimateHeapBytes): the cache is bounded by the sum. */
  bytes: number;
}

export interface CachedBooking {
  settings: BookingSettings;
  services: ServiceRow[];
}

/** A bot's id and revision as some statement just read them. */
export interface BotStamp {
  id: string;
  revision: number;
}

/**
 * What the bot's page keeps beside an entry once a visitor opened it (GET /api/bot/{ref} presents the bot
 * and its intents once per revision and keeps that answer as JSON): an object per intent over the same
 * strings, and the JSON text of its words. Counted with the entry whether or not the page was opened, so
 * the budget holds either way.
 */
function presentedBytes(intents: readonly IntentRow[]): number {
  let bytes = 4_096;
  for (const intent of intents) {
    bytes += 144 + 160 + intent.name.length + intent.description.length;
    for (const text of intent.questions) bytes += 3 + text.length;
    for (const text of intent.answers) bytes += 3 + text.length;
  }
  return bytes;
}

/** Where announced changes arrive (migration 0016 announces every change of a bot on it). */
const CHANGES_CHANNEL = 'bot_changed';

/**
 * The bots visitors read and chat with, kept per instance and never served stale after a save, whichever
 * instance saved it. The database keeps each bot's `revision` (triggers bump it on any change of the row,
 * its intents or its owner's public name and state), and:
 * - embedded (PGlite, one process): the database announces each change as it commits, before the write
 *   returns, so an entry lives until its bot is announced and a hit costs no query at all;
 * - PostgreSQL (any number of instances): every read asks for the bot's revision (indexed rows, one
 *   prepared statement for all the reads of the moment) and reloads the bot when it moved; a notification
 *   from another instance would arrive a moment after its write, which is too late for "never stale".
 */
export class BotCache {
  private readonly entries: LRUCache<string, CachedBot>;
  /** alias → id of the cached entries, for the lookups without a query. */
  private readonly aliases = new Map<string, string>();
  /** Announced changes so far: a load that saw one land meanwhile may hold the old bot and is not kept. */
  private announced = 0;
  private mode: 'announced' | 'stamped' = 'stamped';
  /** The revision checks of the reads being answered at the same moment go as one statement. */
  private readonly revisions: Batcher<string, BotStamp | undefined>;

  /**
   * `maxBytes`: the memory the cached bots may hold (half of MODEL_CACHE_MB; the trained models take the
   * other half), by their estimated size: a bot's intents weigh from a few kilobytes to hundreds, so a count
   * of bots bounds nothing. `idleMs`: a bot nobody asked for this long leaves memory (BOT_IDLE_SECONDS), as
   * its model does.
   */
  constructor(
    private readonly database: Database,
    private readonly options: {
      maxBytes: number;
      idleMs?: number;
      /**
       * Called with a bot's id when a chat turn (`cached`) reads a bot this instance does not hold, as the
       * read starts: the chat's model cache reads the bot's kept model beside it (bootstrap wires it).
       */
      readAlongside?: (botId: string) => void;
      /** Told what bots held when they leave, to give that memory back (lib/memory-release). */
      release?: MemoryRelease;
    },
  ) {
    this.entries = new LRUCache<string, CachedBot>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ...(options.idleMs ? { ttl: options.idleMs, updateAgeOnGet: true, ttlAutopurge: true } : {}),
      // The alias index must never outlive the entry it points to (an alias can move to another bot).
      dispose: (entry, id) => {
        if (this.aliases.get(entry.bot.alias) === id) this.aliases.delete(entry.bot.alias);
        options.release?.left(entry.bytes);
      },
    });
    this.revisions = new Batcher((refs) => repo.findBotRevisions(database.db, refs), {
      maxInFlight: 1,
      maxBatch: 100,
    });
  }

  /** What the cached bots hold, by their estimate (the tests, the benchmarks). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * True where what the cache holds is always the bot as committed (embedded): `cached` then never answers
   * from an old copy, and a write need not check the bot's revision.
   */
  get alwaysCurrent(): boolean {
    return this.mode === 'announced';
  }

  /** Subscribes to the announced changes where the database delivers them in step with its writes. */
  async start(): Promise<void> {
    if (this.database.listenInProcess) {
      await this.database.listenInProcess(CHANGES_CHANNEL, (id) => this.forget(id));
      this.mode = 'announced';
    }
  }

  /**
   * The bot by _id or alias (any letter case), as the database holds it now; undefined when there is none.
   * A caller that read the bot's id and revision in its own statement passes them (`stamp`) and saves the
   * revision query.
   */
  async find(ref: string, stamp?: BotStamp): Promise<CachedBot | undefined> {
    return this.mode === 'announced' ? this.findAnnounced(ref) : this.findStamped(ref, stamp);
  }

  /**
   * The bot as this instance last read it, without asking the database unless it has never read it. Only
   * for a caller whose write checks the bot's revision when it commits and starts over when it moved (the
   * chat stores a turn only if the bot is still at the revision the turn was answered from). Embedded, this
   * is `find` itself: what it holds is never stale there.
   */
  async cached(ref: string): Promise<CachedBot | undefined> {
    if (this.mode === 'announced') return this.findAnnounced(ref);
    const hit = this.entries.get(this.aliases.get(ref.toLowerCase()) ?? ref);
    if (hit) return hit;
    // Nothing held under this ref, so no revision to compare: the bot is read as it is now. A chat turn names
    // its bot by id, so its row, its data and its kept model are read at once (one round trip, not three).
    this.options.readAlongside?.(ref);
    const loaded = await this.load(ref, 'guess');
    if (loaded) this.keep(loaded);
    return loaded;
  }

  private async findAnnounced(ref: string): Promise<CachedBot | undefined> {
    const id = this.aliases.get(ref.toLowerCase()) ?? ref;
    const cached = this.entries.get(id);
    if (cached) return cached;
    const before = this.announced;
    const loaded = await this.load(ref);
    if (loaded && this.announced === before) this.keep(loaded);
    return loaded;
  }

  private async findStamped(ref: string, known?: BotStamp): Promise<CachedBot | undefined> {
    const stamp = known ?? (await this.revisions.run(ref));
    if (!stamp) return undefined;
    const cached = this.entries.get(stamp.id);
    if (cached && cached.bot.revision === stamp.revision) return cached;
    const loaded = await this.load(stamp.id, 'id');
    // Kept at the revision it was read at: a save that lands later moves the stamp and reloads it.
    if (loaded) this.keep(loaded);
    return loaded;
  }

  /**
   * Reads a bot and what its page and chat need. `ref` is the bot's id (`id`: a stamp gave it), or its id
   * or alias (`ref`), or most likely its id (`guess`, a chat turn). When it may be the id, the bot's row is
   * read beside the rest instead of before it, one round trip fewer; a guess that was an alias reads the
   * rest again by the id the row gave.
   */
  private async load(ref: string, kind: 'id' | 'ref' | 'guess' = 'ref'): Promise<CachedBot | undefined> {
    const db = this.database.db;
    const rest = (id: string) =>
      Promise.all([
        repo.findIntentsOf(db, id),
        repo.findPassagesOf(db, id),
        findHours(db, id),
        findBooking(db, id),
        findServices(db, id),
      ]);
    let bot: BotWithCreator | undefined;
    let read: Awaited<ReturnType<typeof rest>> | undefined;
    if (kind === 'ref') {
      bot = await repo.findBotByRef(db, ref);
      read = bot && (await rest(bot.id));
    } else {
      [bot, read] = await Promise.all([repo.findBotByRef(db, ref), rest(ref)]);
      if (bot && bot.id !== ref) read = await rest(bot.id);
    }
    if (!bot || !read) return undefined;
    const [intents, passages, hours, bookingRow, services] = read;
    const settings = settingsOf(bookingRow);
    const booking = settings.bookingOn && hours && services.length ? { settings, services } : null;
    const entry = { bot, intents, passages, hours, booking };
    return { ...entry, bytes: estimateHeapBytes(entry) + presentedBytes(intents) };
  }

  private keep(entry: CachedBot): void {
    this.entries.set(entry.bot.id, entry);
    this.aliases.set(entry.bot.alias, entry.bot.id);
  }

  private forget(id: string): void {
    this.announced += 1;
    this.entries.delete(id);
  }
}
