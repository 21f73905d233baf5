/** With a bot, one random non-empty question from each intent (spec section 4, "Suggested questions"). */
export function suggestedQuestions(
  intents: readonly { questions: readonly string[] }[],
  random: () => number = Math.random,
): string[] {
  const picked: string[] = [];
  for (const intent of intents) {
    const questions = intent.questions.map((q) => q.trim()).filter(Boolean);
    if (questions.length === 0) continue;
    const question = questions[Math.floor(random() * questions.length)]!;
    if (!picked.includes(question)) picked.push(question);
  }
  return picked;
}
