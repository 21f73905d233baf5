/** Fixed texts of the platform's own assistant (spec section 4, "Suggested questions"; section 8, fallback phrases). */
/** The six fixed questions suggested when chatting with no bot selected. */
export const PLATFORM_BOT_QUESTIONS: readonly string[] = [
  '¿Qué es Vocero?',
  '¿Cómo funciona?',
  '¿Qué servicios ofrecen?',
  '¿Qué beneficios tiene?',
  '¿Puedo tener mi propia plataforma de bots?',
  '¿Cuánto cuesta?',
];

/** The eight built-in tip-card phrases used when the phrases call fails. */
export const WELCOME_PHRASES: readonly string[] = [
  '¡Hola! Soy Vocero, ¿te ayudo a encontrar un bot?',
  '¿Buscas un negocio o un profesional? Pregúntame.',
  '¡Te damos la bienvenida! ¿Quieres crear tu propio bot?',
  '¿Tienes dudas sobre Vocero? Escríbeme y te respondo al instante.',
  'Te cuento cómo funciona Vocero en menos de un minuto.',
  '¿Sabías que crear tu bot es gratis durante la Beta?',
  '¡Hola! ¿Qué estás buscando hoy?',
  'Conversa conmigo y descubre bots de toda Latinoamérica.',
];
