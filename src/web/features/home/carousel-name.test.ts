import { describe, expect, it } from 'vitest';
import { carouselName } from './carousel-name';

describe('carouselName', () => {
  it('keeps names of up to 10 characters', () => {
    expect(carouselName('Lucía')).toBe('Lucía');
    expect(carouselName('Ana Torres')).toBe('Ana Torres');
  });

  it('cuts longer names to 10 characters and adds "..."', () => {
    expect(carouselName('Mateo González Ríos')).toBe('Mateo Gonz...');
  });

  it('ignores surrounding spaces', () => {
    expect(carouselName('  Diego  ')).toBe('Diego');
  });
});
