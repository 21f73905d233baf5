import { describe, expect, it } from 'vitest';
import { estimateHeapBytes } from './heap-estimate';

describe('estimateHeapBytes', () => {
  it('grows with the text and the rows a value holds', () => {
    const row = (i: number) => ({ id: `intent-${i}`, name: 'Horarios', questions: ['¿A qué hora abren?'] });
    const ten = estimateHeapBytes(Array.from({ length: 10 }, (_, i) => row(i)));
    const hundred = estimateHeapBytes(Array.from({ length: 100 }, (_, i) => row(i)));
    expect(hundred).toBeGreaterThan(ten * 9);
    expect(estimateHeapBytes('a'.repeat(10_000))).toBeGreaterThanOrEqual(10_000);
    // At least the bytes of the text itself, as JSON would write it.
    const value = { rows: Array.from({ length: 50 }, (_, i) => row(i)), at: new Date(), n: 3, on: true };
    expect(estimateHeapBytes(value)).toBeGreaterThan(JSON.stringify(value).length);
  });

  it('counts a shared or circular value once', () => {
    const shared = { text: 'x'.repeat(1000) };
    const once = estimateHeapBytes({ a: shared });
    expect(estimateHeapBytes({ a: shared, b: shared })).toBeLessThan(once + 100);
    const circular: Record<string, unknown> = { text: 'y'.repeat(100) };
    circular.self = circular;
    expect(estimateHeapBytes(circular)).toBeLessThan(400);
  });

  it('reads typed arrays, maps and sets', () => {
    expect(estimateHeapBytes(new Float64Array(1000))).toBeGreaterThanOrEqual(8000);
    expect(estimateHeapBytes(new Map([['clave', 'x'.repeat(500)]]))).toBeGreaterThan(500);
    expect(estimateHeapBytes(new Set(['x'.repeat(500)]))).toBeGreaterThan(500);
  });
});
