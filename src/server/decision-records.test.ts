import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision records (docs/decisions) say when they were taken and whether they still hold (issue 19).
const folder = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are numbered without gaps or repeats', () => {
    const numbers = records.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(records)('%s opens with its title, date and status', (name) => {
    const [title, blank, stamp] = readFileSync(new URL(name, folder), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
    expect(blank).toBe('');
    expect(stamp).toMatch(
      /^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3}|.+superseded by \d{3}.*)/,
    );
  });
});
