import { describe, expect, it } from 'vitest';
import { findBlanks } from '../blanks';
import { CATEGORY_KEYS } from '../categories';
import { isConceptKey } from '../concepts';
import { foldAccents } from '../fold';
import { IntentsBodySchema, TrainingLimits } from '../schemas/training';
import { loadTemplate } from './load';

const normalized = (question: string) =>
  foldAccents(question)
    .replace(/[¿?¡!.,]/g, '')
    .trim();

describe.each(CATEGORY_KEYS)('the starter template of %s', (categoryKey) => {
  it('belongs to its category and has 8 to 12 intents', async () => {
    const template = await loadTemplate(categoryKey);
    expect(template.categoryKey).toBe(categoryKey);
    expect(template.intents.length).toBeGreaterThanOrEqual(8);
    expect(template.intents.length).toBeLessThanOrEqual(12);
  });

  it('parses as the body of PUT /bot/{id}/intents without changes', async () => {
    const { intents } = await loadTemplate(categoryKey);
    const parsed = IntentsBodySchema.safeParse({ intents });
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing trimmed or dropped: what the owner sees is what gets stored.
    parsed.data!.intents.forEach((intent, index) => {
      expect(intent.name).toBe(intents[index]!.name);
      expect(intent.description).toBe(intents[index]!.description);
      expect(intent.questions).toEqual(intents[index]!.questions);
      // The concept is the template's own: the intents API leaves it out of what it stores.
      expect(intent).not.toHaveProperty('concept');
    });
  });

  it('gives each intent 5 or more questions within the limits', async () => {
    for (const intent of (await loadTemplate(categoryKey)).intents) {
      expect(intent.questions.length, intent.name).toBeGreaterThanOrEqual(5);
      expect(intent.questions.length).toBeLessThanOrEqual(TrainingLimits.questionsMax);
      expect(intent.name.length).toBeLessThanOrEqual(TrainingLimits.intentNameMax);
      expect(intent.description.length).toBeLessThanOrEqual(TrainingLimits.intentDescriptionMax);
      for (const question of intent.questions) {
        expect(question.length).toBeLessThanOrEqual(TrainingLimits.questionMax);
        expect(question).toBe(question.trim());
      }
    }
  });

  it('never repeats a question inside the template', async () => {
    const questions = (await loadTemplate(categoryKey)).intents.flatMap((intent) => intent.questions);
    const seen = new Map<string, string>();
    for (const question of questions) {
      const key = normalized(question);
      expect(seen.get(key), `"${question}" repeats "${seen.get(key)}"`).toBeUndefined();
      seen.set(key, question);
    }
  });

  it('marks what the owner fills as blanks, and every bracket is one', async () => {
    const { intents } = await loadTemplate(categoryKey);
    for (const intent of intents) {
      const blanks = findBlanks(intent.description);
      // A bracket that is not a blank (a typo, a link) would slip past the publish rule.
      expect(blanks.length, intent.name).toBe(intent.description.split('[').length - 1);
      expect(intent.description).not.toMatch(/\[\s*\]/);
    }
    expect(intents.filter((intent) => findBlanks(intent.description).length > 0).length).toBe(intents.length);
  });

  it('names only concepts of the concept bank, each on one intent at most', async () => {
    const { intents } = await loadTemplate(categoryKey);
    const named = new Map<string, string>();
    for (const intent of intents) {
      if (intent.concept === undefined) continue;
      expect(isConceptKey(intent.concept), `${intent.name}: ${intent.concept}`).toBe(true);
      expect(named.get(intent.concept), `${intent.name} and ${named.get(intent.concept)}`).toBeUndefined();
      named.set(intent.concept, intent.name);
    }
    // The intents every business has name theirs.
    expect([...named.keys()]).toEqual(
      expect.arrayContaining(['hours', 'location', 'payment-methods', 'contact']),
    );
  });
});
