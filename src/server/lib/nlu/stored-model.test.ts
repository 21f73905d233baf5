import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { classify, openModel, storeModel, train, type TrainingIntent } from './engine';
import { lexicalBytes } from './lexical';

/** A bot of `count` intents on varied topics, as the scale bench builds them. */
function intents(count: number): TrainingIntent[] {
  const words = ['precio', 'horario', 'envío', 'turno', 'garantía', 'factura', 'cuotas', 'reserva', 'talle'];
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = [words[(i * 7) % words.length]!, words[(i * 5 + 3) % words.length]!];
    return {
      id: `i${i}`,
      name: `Consulta ${i} de ${a}`,
      answer: `Sobre ${a} y ${b}, te cuento.`,
      questions: [`¿Qué ${a} tienen para el ${b}?`, `Quería consultar por ${a} y ${b}`],
    };
  });
}

const MESSAGES = [
  '¿cuánto sale el envío?',
  'kiero saber el orario',
  'hola, ¿hacen factura? y también ¿aceptan cuotas?',
  '¿tienen garantía los talles grandes?',
  '¿venden repuestos de motosierra?',
];

describe('a stored model (decision 066)', () => {
  it('answers every message exactly as the model that was trained', () => {
    for (const count of [1, 12, 120]) {
      const trained = train(intents(count), { region: 'AR' });
      const opened = openModel(storeModel(trained));
      expect(opened.threshold).toBe(trained.threshold);
      expect([...opened.covered]).toEqual([...trained.covered]);
      for (const text of MESSAGES) expect(classify(opened, text)).toEqual(classify(trained, text));
    }
  });

  it('is packed: no map or set is stored, and numbers are typed arrays', () => {
    const stored = deserialize(storeModel(train(intents(30)))) as Record<string, unknown>;
    const walk = (value: unknown): void => {
      expect(value).not.toBeInstanceOf(Map);
      expect(value).not.toBeInstanceOf(Set);
      if (Array.isArray(value)) {
        // Arrays are tables of strings (stems, grams, ids) or of the few concepts, never of numbers.
        for (const item of value) expect(['string', 'object']).toContain(typeof item);
        value.forEach(walk);
      } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value))
        Object.values(value).forEach(walk);
    };
    walk(stored);
  });

  it("holds its numbers in V8's heap once opened, not in buffers outside it", () => {
    const opened = openModel(storeModel(train(intents(40))));
    const fields = [...Object.values(opened.lexical), ...Object.values(opened.lexical.plain)];
    expect(fields.filter((field) => ArrayBuffer.isView(field))).toEqual([]);
    expect(opened.lexical.exampleStem.length).toBeGreaterThan(40);
    expect(opened.lexical.exampleStem.every((n) => Number.isInteger(n))).toBe(true);
  });

  it('is counted by what it holds: about ten times less than the maps it replaced', () => {
    const model = train(intents(300));
    const bytes = lexicalBytes(model.lexical);
    // The maps-and-sets model of the same bot took 2.7 MB of heap and 480 KB serialized (decision 066).
    expect(bytes).toBeGreaterThan(storeModel(model).length);
    expect(bytes).toBeLessThan(1024 * 1024);
    expect(serialize(model).length).toBeGreaterThan(storeModel(model).length);
  });
});
