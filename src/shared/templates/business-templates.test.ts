import { describe, expect, it } from 'vitest';
import { findBlanks } from '../blanks';
import { BUSINESS_TYPES } from '../business-types';
import { isConceptKey } from '../concepts';
import { foldAccents } from '../fold';
import { IntentsBodySchema, TrainingLimits } from '../schemas/training';
import { FORM_BLANKS } from './form-blanks';
import { loadBusinessTemplate } from './load';

const normalized = (question: string) =>
  foldAccents(question)
    .replace(/[¿?¡!.,]/g, '')
    .trim();

const formLabels = new Set<string>(Object.values(FORM_BLANKS));
// A blank about something the form knows must use the form's label, or it would never be filled.
const FORM_LIKE =
  /whats|tel[eé]fono|celular|correo|e-?mail|direcci[oó]n|instagram|sitio web|p[aá]gina web|ciudad/i;

describe.each(BUSINESS_TYPES.map((type) => [type.key, type] as const))(
  'the starter template of %s',
  (key, type) => {
    it('belongs to its type and category and has 10 to 14 intents', async () => {
      const template = await loadBusinessTemplate(key);
      expect(template.businessType).toBe(key);
      expect(template.categoryKey).toBe(type.categoryKey);
      expect(template.intents.length).toBeGreaterThanOrEqual(10);
      expect(template.intents.length).toBeLessThanOrEqual(14);
    });

    it('parses as the body of PUT /bot/{id}/intents without changes', async () => {
      const { intents } = await loadBusinessTemplate(key);
      const parsed = IntentsBodySchema.safeParse({ intents });
      expect(parsed.error?.issues ?? []).toEqual([]);
      parsed.data!.intents.forEach((intent, index) => {
        expect(intent.name).toBe(intents[index]!.name);
        expect(intent.description).toBe(intents[index]!.description);
        expect(intent.questions).toEqual(intents[index]!.questions);
        expect(intent).not.toHaveProperty('concept');
      });
    });

    it('gives each intent 5 or more questions within the limits, none repeated', async () => {
      const seen = new Map<string, string>();
      for (const intent of (await loadBusinessTemplate(key)).intents) {
        expect(intent.questions.length, intent.name).toBeGreaterThanOrEqual(5);
        expect(intent.questions.length).toBeLessThanOrEqual(TrainingLimits.questionsMax);
        expect(intent.name.length).toBeLessThanOrEqual(TrainingLimits.intentNameMax);
        expect(intent.description.length).toBeLessThanOrEqual(TrainingLimits.intentDescriptionMax);
        for (const question of intent.questions) {
          expect(question.length).toBeLessThanOrEqual(TrainingLimits.questionMax);
          expect(question).toBe(question.trim());
          const normal = normalized(question);
          expect(seen.get(normal), `"${question}" repeats "${seen.get(normal)}"`).toBeUndefined();
          seen.set(normal, question);
        }
      }
    });

    it('marks what the owner fills as blanks, with the form’s labels for what the form knows', async () => {
      const { intents } = await loadBusinessTemplate(key);
      for (const intent of intents) {
        const blanks = findBlanks(intent.description);
        expect(blanks.length, intent.name).toBe(intent.description.split('[').length - 1);
        for (const blank of blanks) {
          if (FORM_LIKE.test(blank) && !/\b(horario|zona|envío|entrega)\b/i.test(blank)) {
            expect(formLabels.has(blank), `${intent.name}: [${blank}]`).toBe(true);
          }
        }
      }
    });

    it('names only concepts of the concept bank, each on one intent at most', async () => {
      const { intents } = await loadBusinessTemplate(key);
      const named = new Map<string, string>();
      for (const intent of intents) {
        if (intent.concept === undefined) continue;
        expect(isConceptKey(intent.concept), `${intent.name}: ${intent.concept}`).toBe(true);
        expect(named.get(intent.concept), `${intent.name} and ${named.get(intent.concept)}`).toBeUndefined();
        named.set(intent.concept, intent.name);
      }
      expect([...named.keys()]).toEqual(expect.arrayContaining(['hours', 'location', 'contact']));
      // "Where one fits": most of a business's questions are about something the bank knows.
      expect(named.size).toBeGreaterThanOrEqual(Math.ceil(intents.length / 2));
    });
  },
);
