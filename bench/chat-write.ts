/**
 * PostgreSQL's CPU for the chat's grouped write (`recordTurns`) alone, by how many turns one statement
 * carries: the backend's CPU time per statement and per turn, and the per-turn cost as a ratio to a
 * one-turn statement's (what grouping saves). It runs on the connection the chat writes through
 * (Database.chatTurns) over a scratch database with the demo content and 2,000 conversations, and prints
 * how that connection planned the statement (kept plan or a new one per call).
 *
 *   npx tsx bench/chat-write.ts [statements per size]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { closeContext, openContext } from '../src/server/bootstrap';
import { bots } from '../src/server/db/schema';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { recordTurns, type TurnRecord } from '../src/server/features/conversations/turns.repo';
import { NEW_STATE } from '../src/server/features/chat/turn';
import { parseSettings, resolveSettings } from '../src/server/settings';
import { BENCH_SECRETS } from './http';
import { HOT_BOT_ALIAS } from './visitor';
import { PG_ADMIN_URL, cpuSeconds } from './machine';

const STATEMENTS = Number(process.argv[2] ?? 600);
const SIZES = [1, 5, 10];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Conversation {
  id: string;
  revision: number;
}

/** One visitor turn as the chat stores it: a new conversation, or the next turn of one. */
function turnOf(botId: string, conversation: Conversation | null): TurnRecord {
  const id = conversation?.id ?? randomUUID();
  const at = new Date();
  return {
    conversation: conversation
      ? { kind: 'save', id, revision: conversation.revision, state: NEW_STATE, collected: {}, at }
      : { kind: 'create', values: { id, botId, state: NEW_STATE, collected: {} } },
    botRevision: null,
    messages: [
      {
        conversationId: id,
        botId,
        from: 'user',
        text: '¿Atienden los sábados?',
        intent: 'horarios',
        score: 0.8,
        createdAt: at,
      },
      {
        conversationId: id,
        botId,
        from: 'bot',
        text: 'Sí, los sábados de 9 a 13 h.',
        intent: 'horarios',
        createdAt: new Date(at.getTime() + 1),
      },
    ],
    counted: { botId, at, intent: 'horarios' },
  };
}

async function main() {
  const scratch = await createScratchDatabase(PG_ADMIN_URL, 'vocero_write');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-write-'));
  const settings = resolveSettings(
    parseSettings({ ...BENCH_SECRETS, DATA_DIR: dataDir, DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' }),
  );
  const { ctx } = await openContext(settings, { log: () => undefined });
  try {
    const db = ctx.database.chatTurns;
    const [bot] = await ctx.database.db
      .select({ id: bots.id, revision: bots.revision })
      .from(bots)
      .where(eq(bots.alias, HOT_BOT_ALIAS));
    if (!bot) throw new Error(`The demo bot ${HOT_BOT_ALIAS} is missing`);
    const [backend] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
    const pid = Number(backend!.pid);
    // The turns are checked against the bot's revision, as the chat's usually are.
    const turn = (conversation: Conversation | null) => ({
      ...turnOf(bot.id, conversation),
      botRevision: bot.revision,
    });

    const conversations: Conversation[] = [];
    for (let i = 0; i < 400; i += 1) {
      const created = Array.from({ length: 5 }, () => turn(null));
      const revisions = await recordTurns(db, created);
      created.forEach((record, k) => {
        if (record.conversation.kind === 'create')
          conversations.push({ id: record.conversation.values.id, revision: revisions[k]! });
      });
    }
    await ctx.database.db.execute(sql`analyze conversations`);

    const perTurn = new Map<number, number>();
    console.log(
      `PostgreSQL CPU of the chat's grouped write (${STATEMENTS} statements per size, ${conversations.length} conversations)`,
    );
    console.log('');
    console.log('| turns per statement | µs per statement | µs per turn | per-turn ratio to one turn |');
    console.log('| ---: | ---: | ---: | ---: |');
    for (const size of SIZES) {
      let cursor = 0;
      const before = cpuSeconds(pid);
      for (let i = 0; i < STATEMENTS; i += 1) {
        const picked = conversations.slice(cursor, cursor + size);
        cursor = (cursor + size) % (conversations.length - size);
        const revisions = await recordTurns(
          db,
          picked.map((c) => turn(c)),
        );
        picked.forEach((c, k) => {
          const revision = revisions[k];
          if (revision === null || revision === undefined) throw new Error('A turn was refused');
          c.revision = revision;
        });
      }
      const statement = ((cpuSeconds(pid) - before) * 1e6) / STATEMENTS;
      perTurn.set(size, statement / size);
      const ratio = (statement / size / perTurn.get(SIZES[0]!)!).toFixed(2);
      console.log(`| ${size} | ${statement.toFixed(0)} | ${(statement / size).toFixed(0)} | ${ratio} |`);
    }
    const plans = rowsOf<{ name: string; generic_plans: number; custom_plans: number }>(
      await db.execute(sql`select name, generic_plans, custom_plans from pg_prepared_statements`),
    );
    console.log('');
    for (const plan of plans) {
      console.log(
        `${plan.name}: ${plan.generic_plans} calls on the kept plan, ${plan.custom_plans} planned anew`,
      );
    }
  } finally {
    await closeContext(ctx);
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
