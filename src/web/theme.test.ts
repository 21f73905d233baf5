import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { accessibleColors, theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const WHITE = '#ffffff';
// The colours the app writes text or fills buttons with ("dark" is its own scale; gray-6 is never text:
// "dimmed" reads gray-7, see cssVariablesResolver).
const colours = Object.entries({ ...DEFAULT_THEME.colors, ...theme.colors }).filter(
  ([name]) => name !== 'dark',
);

describe('theme contrast (WCAG AA, issue 38 item 12)', () => {
  it('knows the palettes it checks', () => {
    expect(colours.map(([name]) => name)).toEqual(expect.arrayContaining(['green', 'teal', 'red', 'indigo']));
  });

  it.each(colours)('%s: shades 7–9 read at 4.5:1 on white, and white on the filled shade', (name, shades) => {
    for (const shade of [7, 8, 9])
      expect(contrast(shades![shade]!, WHITE), `${name}.${shade}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: the light variant (shade 9 on shade 1)', (name, shades) => {
    expect(contrast(shades![9]!, shades![1]!), `${name}.9 on ${name}.1`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(accessibleColors))('%s (darkened): shade 6 as well', (name, shades) => {
    expect(contrast(shades[6], WHITE), `${name}.6`).toBeGreaterThanOrEqual(4.5);
  });
});
