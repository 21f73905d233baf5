import { isMessagingChannel } from '../../../shared/channels';
import { LRUCache } from 'lru-cache';
import type { Database, DbOrTx } from '../../db/client';
import { Batcher } from '../../lib/batcher';
import type { UserRow } from '../../lib/user-row';
import {
  findConversationsWithBot,
  type ChatConversation,
  type ConversationWithBot,
} from './conversations.repo';
import { recordTurns, type TurnRecord } from './turns.repo';
import { belongsToVisitor } from './visitor-conversation';

/** The conversation and bot as they will be once a turn is stored (the store adds the new revision). */
export interface AfterTurn {
  conversation: Omit<ChatConversation, 'revision'>;
  bot: ConversationWithBot['bot'];
}

/**
 * The chat's reads and writes of conversations, with as few round trips as it can:
 * - a conversation this instance answered last is taken from its copy, and the turn is stored only if the
 *   row is still at that revision (and the bot at the revision the turn was answered from); anything
 *   else (the owner took over, a message through another instance, a saved bot) makes the write refuse
 *   the turn and the chat answers it again from a fresh read. Most messages cost one statement;
 * - reads and writes are grouped with those of the other messages being answered at the same moment
 *   (lib/batcher): ten visitors typing at once cost one or two statements, not twenty. A visitor gets the
 *   reply once the turn is committed, so the next message always finds the saved state;
 * - a conversation's turns are stored one after the other, never two in one statement.
 */
export class ConversationStore {
  private readonly known = new LRUCache<string, ConversationWithBot>({ max: 10_000, ttl: 30 * 60_000 });
  private readonly reads: Batcher<string, ConversationWithBot | undefined>;
  private readonly writes: Batcher<TurnRecord, number | null>;
  /** The write in flight per conversation. */
  private readonly writing = new Map<string, Promise<unknown>>();

  constructor(private readonly database: Database) {
    // One batch at a time: PGlite runs one statement at a time anyway, and on PostgreSQL a second batch in
    // flight only split the batches (measured, docs/performance.md).
    const options = { maxInFlight: 1, maxBatch: 50 };
    this.reads = new Batcher((ids) => findConversationsWithBot(database.db, ids), options);
    // The write finds every row it touches by key, keeps its plan and commits without waiting for the disk
    // (Database.chatTurns, decision 032); a turn written with more (recordAlone) commits as usual.
    this.writes = new Batcher((turns) => recordTurns(database.chatTurns, turns), options);
  }

  /**
   * The caller's conversation with this id and its bot's stamp, from this instance's copy unless `fresh`
   * (a turn answered from the copy was refused). Anything else (unknown, another visitor's, a messaging
   * channel's: its replies go out there, and the store holds WhatsApp's turns too) is none.
   */
  async findForVisitor(
    conversationId: string | null | undefined,
    viewer: UserRow | null,
    options: { fresh: boolean },
  ): Promise<ConversationWithBot | undefined> {
    if (!conversationId) return undefined;
    let found = options.fresh ? undefined : this.known.get(conversationId);
    if (!found) {
      found = await this.reads.run(conversationId);
      if (found) this.known.set(conversationId, found);
    }
    if (!found || isMessagingChannel(found.conversation.channel)) return undefined;
    return belongsToVisitor(found.conversation, viewer) ? found : undefined;
  }

  /**
   * Stores the turn unless its conversation or bot moved since it was answered (then false, and this
   * instance's copy is dropped). `alongside` writes more in the same transaction (the owner's notice of a
   * lead), which takes the turn out of the grouped writes.
   */
  async record(
    turn: TurnRecord,
    after: AfterTurn,
    alongside?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    const id = after.conversation.id;
    const previous = this.writing.get(id);
    const store = () => (alongside ? this.recordAlone(turn, alongside) : this.writes.run(turn));
    const write = previous ? previous.then(store, store) : store();
    this.writing.set(id, write);
    try {
      const revision = await write;
      if (revision === null) this.known.delete(id);
      else this.known.set(id, { conversation: { ...after.conversation, revision }, bot: after.bot });
      return revision !== null;
    } catch (error) {
      this.known.delete(id);
      throw error;
    } finally {
      if (this.writing.get(id) === write) this.writing.delete(id);
    }
  }

  private async recordAlone(
    turn: TurnRecord,
    alongside: (tx: DbOrTx) => Promise<void>,
  ): Promise<number | null> {
    const refused = Symbol('refused');
    // Through `db`: a lead, a request for a person or a WhatsApp turn must survive a crash of PostgreSQL.
    try {
      return await this.database.db.transaction(async (tx) => {
        const [revision] = await recordTurns(tx, [turn]);
        // Nothing else is written for a refused turn: the rollback takes back nothing, but says so.
        if (revision === null || revision === undefined) throw refused;
        await alongside(tx);
        return revision;
      });
    } catch (error) {
      if (error === refused) return null;
      throw error;
    }
  }
}
