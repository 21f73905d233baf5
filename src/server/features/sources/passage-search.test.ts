import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassageSearch } from './passage-search';
import type { PassageRow } from './passages';

let search: PassageSearch | undefined;
afterEach(async () => {
  await search?.close();
  search = undefined;
});

const passage = (id: string, sourceId: string, heading: string, text: string): PassageRow => ({
  id,
  sourceId,
  sourceTitle: sourceId === 's1' ? 'Lista de precios' : 'Preguntas frecuentes',
  heading,
  text,
});

const bot = [
  passage('p1', 's1', 'Cortes', 'El corte de dama cuesta $12.000. El corte de caballero cuesta $8.000.'),
  passage('p2', 's1', 'Color', 'La coloración completa cuesta $25.000 y lleva dos horas.'),
  passage('p3', 's2', 'Pagos', 'Aceptamos efectivo, transferencia y Mercado Pago.'),
  passage('p4', 's2', 'Turnos', 'Los turnos se piden por WhatsApp con un día de anticipación.'),
];

describe('PassageSearch', () => {
  it('finds the passage that answers across the bot’s sources, and ranks them for a model', async () => {
    search = new PassageSearch();
    const paid = await search.find(bot, '¿aceptan mercado pago?');
    expect(paid).toMatchObject({
      passage: { id: 'p3' },
      excerpt: 'Aceptamos efectivo, transferencia y Mercado Pago.',
    });
    expect((await search.find(bot, '¿cuánto sale el corte de caballero?'))?.passage.id).toBe('p1');
    expect(await search.find(bot, '¿venden repuestos de moto?')).toBeNull();
    expect((await search.rank(bot, 'cuanto cuesta la coloracion', 2))[0]).toBe('p2');
  }, 30_000);

  it('builds each source once, and remembers a build that ran out of memory instead of retrying it', async () => {
    search = new PassageSearch({ maxMemoryMb: 24 });
    const huge = Array.from({ length: 6_000 }, (_, i) =>
      passage(
        `h${i}`,
        's-huge',
        `Sección ${i}`,
        Array.from({ length: 90 }, (_, j) => `término${(i * 131 + j * 7) % 50_000}`).join(' ') + '.',
      ),
    );
    const run = vi.spyOn(search['worker'], 'run');
    expect(await search.find(huge, 'término123 término456')).toBeNull();
    const builds = () => run.mock.calls.filter(([task]) => task.kind === 'build').length;
    expect(builds()).toBe(1);
    expect(await search['builds'].get('s-huge')).toBe(false);
    // The next message neither rebuilds nor waits for the thread: the failed build is remembered.
    const began = Date.now();
    expect(await search.find(huge, 'término789')).toBeNull();
    expect(Date.now() - began).toBeLessThan(300);
    expect(builds()).toBe(1);
    // The thread itself recovered: another bot's small source builds and answers.
    expect((await search.find(bot, 'medios de pago'))?.passage.id).toBe('p3');
  }, 60_000);
});
