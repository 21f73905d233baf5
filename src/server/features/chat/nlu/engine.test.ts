import { describe, expect, it } from 'vitest';
import { classify, train } from './engine';
import { analyze, fold } from './normalize';

const bot = train([
  {
    id: 'hours',
    name: 'Horarios de atención',
    questions: ['¿Cuál es el horario?', '¿Atienden los sábados?', '¿Hasta qué hora están?'],
  },
  {
    id: 'prices',
    name: 'Precios',
    questions: ['¿Cuánto cuesta una limpieza?', 'Lista de precios', '¿Qué valor tiene la consulta?'],
  },
  {
    id: 'location',
    name: 'Ubicación',
    questions: ['¿Dónde están ubicados?', '¿Cuál es la dirección?', '¿Tienen estacionamiento?'],
  },
  {
    id: 'delivery',
    name: 'Envíos',
    questions: ['¿Hacen envíos?', '¿Envían al interior?', '¿Cuánto tarda el envío?'],
  },
  {
    id: 'booking',
    name: 'Turnos',
    questions: ['Quiero sacar un turno', '¿Cómo reservo?', '¿Puedo cambiar mi turno?'],
  },
]);
const intentOf = (text: string) => classify(bot, text).intentId;

describe('normalising Spanish', () => {
  it('folds accents, case, punctuation and emphatic repetitions', () => {
    expect(fold('¡¿Cuánto CUESTA?!  Holaaaa')).toBe('cuanto cuesta hola');
  });

  it('drops function words and maps LatAm synonyms to one word before stemming', () => {
    expect(analyze('¿Cuál es el costo del delivery?').map((t) => t.stem)).toEqual(['preci', 'envi']);
  });
});

describe('classify', () => {
  it('answers paraphrases through synonyms', () => {
    expect(intentOf('a que hora abren')).toBe('hours');
    expect(intentOf('cual es la tarifa')).toBe('prices');
    expect(intentOf('donde quedan?')).toBe('location');
    expect(intentOf('tienen delivery?')).toBe('delivery');
    expect(intentOf('necesito una cita')).toBe('booking');
  });

  it('tolerates missing accents and typos', () => {
    expect(intentOf('horaio de atencion')).toBe('hours');
    expect(intentOf('cuanto cuesta la limpiesa')).toBe('prices');
  });

  it('falls back on messages about something else', () => {
    expect(intentOf('¿venden tacos al pastor?')).toBeNull();
    expect(intentOf('¿quién ganó el mundial de fútbol?')).toBeNull();
    expect(intentOf('')).toBeNull();
  });

  it('ranks candidates with scores between 0 and 1', () => {
    const result = classify(bot, '¿cuánto sale el envío?');
    expect(result.ranked.length).toBeGreaterThan(1);
    for (const r of result.ranked) expect(r.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(1);
  });

  it('has no answer for a bot without intents', () => {
    expect(classify(train([]), 'hola').intentId).toBeNull();
  });
});

describe('general Spanish knowledge', () => {
  it('drops pronouns attached to imperatives and infinitives', async () => {
    const { stripEnclitic } = await import('./normalize');
    expect(stripEnclitic('cuentame')).toBe('cuenta');
    expect(stripEnclitic('contestame')).toBe('contesta');
    expect(stripEnclitic('dame')).toBe('dame');
    expect(stripEnclitic('nombre')).toBe('nombre');
    expect(stripEnclitic('divertirte')).toBe('divertir');
    expect(stripEnclitic('casarnos')).toBe('casar');
    expect(stripEnclitic('mercader')).toBe('mercader');
  });

  it('treats regional words as the same thing', () => {
    const shop = train([
      { id: 'shirts', name: 'Camisetas', questions: ['¿Tienen camisetas de algodón?'] },
      { id: 'money', name: 'Pagos', questions: ['¿Aceptan dinero en efectivo?'] },
    ]);
    expect(classify(shop, '¿tienen remeras de algodón?').intentId).toBe('shirts');
    expect(classify(shop, '¿aceptan plata en efectivo?').intentId).toBe('money');
  });

  it('maps irregular verb forms to one verb', () => {
    const stems = (text: string) => analyze(text).map((t) => t.stem);
    expect(stems('tengo')).toEqual(stems('tienes'));
    expect(stems('podemos')).toEqual(stems('puedo'));
    expect(stems('x q me dices')).toEqual(stems('dices'));
  });

  it('never takes a word it knows for a typo of a trained one', () => {
    const small = train([
      { id: 'compliment', name: 'Cumplido', questions: ['eres precioso', 'eres bonito'] },
      { id: 'planet', name: 'Planeta', questions: ['háblame de la tierra'] },
    ]);
    // "vale" means precio, a word of the lexicon: it must not be "corrected" into "precioso".
    expect(classify(small, '¿cuánto vale una consulta?').intentId).toBeNull();
    // First letters are rarely mistyped: "hierro" is not "tierra".
    expect(classify(small, '¿qué es el hierro?').intentId).toBeNull();
  });
});
