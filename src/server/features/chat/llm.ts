import { z } from 'zod';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface GroundedContext {
  botName: string;
  description: string;
  instructions: string;
  /** The intents the engine retrieved for this message, best first. */
  intents: Array<{ name: string; answer: string }>;
  /** What the engine would answer on its own. */
  engineReply: string;
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

function systemPrompt(context: GroundedContext): string {
  const knowledge = context.intents
    .map((intent, i) => `${i + 1}. ${intent.name}: ${intent.answer}`)
    .join('\n');
  return [
    `Eres ${context.botName}, el representante virtual de un negocio. Responde en español latinoamericano, con calidez y en pocas frases.`,
    `Presentación del negocio: ${context.description}`,
    context.instructions ? `Instrucciones del dueño: ${context.instructions}` : '',
    'Responde SOLO con la información de esta lista. Si la respuesta no está en ella, di con honestidad que no tienes esa información y ofrece el contacto del dueño. No inventes precios, horarios ni datos.',
    knowledge ? `Información disponible:\n${knowledge}` : 'No hay información disponible para esta pregunta.',
    `Respuesta sugerida por el motor (úsala si es correcta): ${context.engineReply}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Asks an OpenAI-compatible chat endpoint to word the reply, grounded in what the engine retrieved.
 * Returns null on timeout, error or an unexpected answer: the caller keeps the engine's reply.
 */
export async function groundedReply(
  settings: LlmSettings,
  context: GroundedContext,
  message: string,
): Promise<string | null> {
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: systemPrompt(context) },
          { role: 'user', content: message },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = CompletionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.choices[0]!.message.content.trim() : null;
  } catch {
    return null;
  }
}
