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

describe('morphology', () => {
  const stems = (text: string) => analyze(text).map((t) => t.stem);

  it('stems words whose suffix lost its accent like their unaccented forms', () => {
    expect(stems('facturación')).toEqual(stems('facturaciones'));
    expect(stems('inscripción')).toEqual(stems('inscripciones'));
    // A conditional is its verb: "¿me lo cambiarían?" is "cambiar".
    expect(stems('cambiarían')).toEqual(stems('cambiar'));
    expect(stems('lavaría')).toEqual(stems('lavar'));
    // A noun in -ería is not a conditional.
    expect(stems('panadería')).toEqual(stems('panaderías'));
    expect(stems('panadería')).not.toEqual(stems('panadear'));
  });

  it('undoes the vowel alternations of verbs', async () => {
    const { rootOf } = await import('./normalize');
    expect(rootOf(analyze('cierran')[0]!.stem)).toBe(rootOf(analyze('cerramos')[0]!.stem));
    expect(rootOf(analyze('vuelvo')[0]!.stem)).toBe(rootOf(analyze('volver')[0]!.stem));
    expect(rootOf(analyze('ofrezco')[0]!.stem)).toBe(rootOf(analyze('ofrecer')[0]!.stem));
  });

  it('finds the word a diminutive comes from', async () => {
    const { diminutiveBases } = await import('./normalize');
    expect(diminutiveBases('perrito')).toContain('perro');
    expect(diminutiveBases('casitas')).toContain('casa');
    expect(diminutiveBases('cafecito')).toContain('cafe');
    expect(diminutiveBases('poquito')).toContain('poco');
    expect(diminutiveBases('cuchillo').length).toBeGreaterThan(0);
    expect(diminutiveBases('mesa')).toEqual([]);
  });

  it('relates forms the bot never saw to the words it knows', () => {
    const garage = train([
      { id: 'oil', name: 'Cambio de aceite', questions: ['¿Cambian el aceite del motor?'] },
      { id: 'tires', name: 'Llantas', questions: ['¿Venden llantas nuevas?'] },
      { id: 'return', name: 'Volver', questions: ['¿Puedo volver otro día por el auto?'] },
    ]);
    expect(classify(garage, '¿vuelvo mañana por el carro?').intentId).toBe('return');
    expect(classify(garage, '¿tienen llantitas?').intentId).toBe('tires');
  });
});

describe('confidence from carrier words alone', () => {
  const shop = train([
    {
      id: 'where',
      name: 'Ubicación',
      questions: ['¿Dónde están?', '¿Dónde queda el local?', '¿Cómo llego?'],
      answer: 'Estamos en la avenida principal, frente a la plaza.',
    },
    {
      id: 'jobs',
      name: 'Trabajo',
      questions: ['¿Están contratando?', '¿Buscan personal?', '¿Dónde dejo mi currículum?'],
      answer: 'Escribinos con tu currículum; estamos buscando vendedores.',
    },
  ]);

  it('does not answer a message whose only known words frame it', () => {
    // "soy", "estoy" and "estamos" are carrier words; the rest are a name, a street and a number.
    expect(classify(shop, 'soy Martín, estoy en Zumárraga 1234').intentId).toBeNull();
    const carriers = classify(shop, 'estamos en Zumárraga 1234');
    expect(carriers.intentId).toBeNull();
    // Its confidence counts like its words: carriers, far from the threshold.
    expect(carriers.score).toBeLessThan(0.2);
  });

  it('treats every form of a carrier verb as a carrier', () => {
    expect(analyze('estamos')[0]!.weight).toBe(analyze('estoy')[0]!.weight);
    expect(analyze('tendrían')[0]!.weight).toBeLessThan(1);
  });

  it('still answers when a content word is known', () => {
    expect(classify(shop, 'soy Martín, ¿buscan personal?').intentId).toBe('jobs');
  });
});
