/**
 * `npx tsx bench/llm-ttft.ts` (or `BENCH_ONLY=llm npm run bench`): the time to the first word of a reply
 * worded by the language model, through the product (POST /api/bot/{id}/io with Accept: text/event-stream,
 * first `delta` event) against the model's own (a local chat-completions double that waits a fixed delay
 * before its first chunk, read directly). The difference is what the product adds: the rate limits, the
 * conversation and the bot, the engine's turn, the budget's reservation, the last turns, the grounding and
 * the prompt, the call and the relay of the first chunk (issue 22: under 50 ms).
 */
import { createUser, signIn } from '../src/server/test/accounts-helpers';
import { createBotAs, putIntentsAs } from '../src/server/test/bots-helpers';
import { startLlmDouble, type LlmDouble } from '../src/server/test/llm-double';
import { postForEvents } from '../src/server/test/sse-client';
import { buildTestApp } from '../src/server/test/test-app';

const DELAY_MS = Number(process.env.BENCH_LLM_DELAY_MS ?? 300);
const RUNS = Number(process.env.BENCH_LLM_RUNS ?? 30);
const WARMUP = 5;
const APP_TOKEN = 'test-app-token-0123456789';
const QUESTIONS = [
  '¿Atienden los sábados?',
  '¿Cuánto sale la consulta?',
  '¿Trabajan con mi prepaga?',
  '¿Dónde queda la clínica?',
  '¿y en cuotas?',
];

/** The double's own time to its first words: the same kind of request, straight to it. */
async function directFirstToken(llm: LlmDouble): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${llm.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({
      model: 'm',
      stream: true,
      messages: [
        {
          role: 'system',
          content: 'Respuesta sugerida por el motor (úsala si es correcta): Hola\n\nAl final',
        },
        { role: 'user', content: 'hola' },
      ],
    }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first < 0 && /"content":"[^"]/.test(text)) first = performance.now() - started;
  }
  return first;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function measure(database: 'pglite' | 'postgres'): Promise<string[]> {
  const saved = process.env.TEST_DATABASE_URL;
  if (database === 'pglite') delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const llm = await startLlmDouble();
  const t = await buildTestApp({
    env: {
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'modelo-bench',
      LLM_DAILY_MESSAGES_PER_BOT: '1000000',
      RATE_LIMIT_FACTOR: '1000',
    },
  });
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await createUser(t);
    const token = await signIn(t, owner.email, owner.password);
    const bot = await createBotAs(t, token, {
      name: 'Clínica Dental Sonrisas',
      description: 'Odontología general, ortodoncia e implantes en Córdoba.',
      tags: ['odontología'],
    });
    await putIntentsAs(
      t,
      token,
      bot._id,
      Array.from({ length: 20 }, (_, i) => ({
        name: `Tema ${i + 1}`,
        questions: [`¿Pregunta número ${i + 1} sobre la clínica?`, `¿Hacen el tratamiento ${i + 1}?`],
        description:
          `Respuesta del tema ${i + 1}: atendemos de lunes a viernes y aceptamos prepagas. `.repeat(2),
      })),
    );
    llm.reset({ firstDelayMs: DELAY_MS, chunkDelayMs: 5, reply: () => 'Sí, claro. Te cuento. [[I1]]' });

    const product: number[] = [];
    const direct: number[] = [];
    let conversationId: string | undefined;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const started = performance.now();
      let first = -1;
      const reply = await postForEvents(
        `${base}/api/bot/${bot._id}/io`,
        {
          interaction: { from: 'user', message: QUESTIONS[i % QUESTIONS.length] },
          appToken: APP_TOKEN,
          conversationId,
        },
        { onEvent: (event) => event.event === 'delta' && first < 0 && (first = event.at - started) },
      );
      conversationId = reply.done?.conversationId as string;
      const own = await directFirstToken(llm);
      if (first < 0) throw new Error('no delta came: the model was not used');
      if (i >= WARMUP) {
        product.push(first);
        direct.push(own);
      }
    }
    const median = (v: number[]) => quantile(v, 0.5);
    const added = product.map((p, i) => p - direct[i]!);
    return [
      `time to first token, ${database} (${RUNS} messages of one conversation, model's delay ${DELAY_MS} ms):`,
      `  the model alone      median ${median(direct).toFixed(1)} ms  p95 ${quantile(direct, 0.95).toFixed(1)} ms`,
      `  through the product  median ${median(product).toFixed(1)} ms  p95 ${quantile(product, 0.95).toFixed(1)} ms`,
      `  the product adds     median ${median(added).toFixed(1)} ms  p95 ${quantile(added, 0.95).toFixed(1)} ms  (target < 50 ms)`,
    ];
  } finally {
    await t.close();
    await llm.close();
  }
}

export async function benchLlm(): Promise<string[]> {
  return [...(await measure('pglite')), ...(await measure('postgres'))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await benchLlm()).join('\n'));
}
