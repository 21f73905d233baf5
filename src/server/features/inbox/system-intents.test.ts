import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insightsText } from '../../../shared/messages/insights.es';
import { SYSTEM_INTENT_PREFIXES, SYSTEM_INTENTS } from '../../../shared/intents';

const serverDir = path.resolve(import.meta.dirname, '../..');

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The labels the server writes on a message: `intent: 'x'`, `reply.intent = 'x'`, `X_INTENT = 'x'`, and
 * template families such as `smalltalk.${kind}` (kept as their prefix).
 */
function intentsWrittenByTheServer(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /\b(?:intent\s*[:=]|[A-Z_]*INTENT\s*=)\s*(['`])([^'`]*)\1/g;
  for (const file of serverSources(serverDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(pattern)) {
      const value = match[2]!;
      // The upload route's "intent" is a storage folder, not a message label.
      if (value.includes('/')) continue;
      found.set(value.replace(/\$\{.*$/, ''), path.relative(serverDir, file));
    }
  }
  return found;
}

describe('the product’s own intent labels', () => {
  it('has a name for owners in the catalog for every one', () => {
    for (const code of SYSTEM_INTENTS) expect(insightsText.systemIntents[code], code).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });

  it('lists every label the server writes, so that no code reaches an owner', () => {
    const written = intentsWrittenByTheServer();
    // The scan finds the known ones (it would pass vacuously if the pattern stopped matching).
    expect([...written.keys()]).toEqual(expect.arrayContaining(['fallback', 'handoff.owner', 'smalltalk.']));
    const known = (code: string) =>
      (SYSTEM_INTENTS as readonly string[]).includes(code) ||
      SYSTEM_INTENT_PREFIXES.some((prefix) => code.startsWith(prefix));
    const unknown = [...written].filter(([code]) => !known(code)).map(([code, file]) => `${code} (${file})`);
    expect(unknown).toEqual([]);
  });
});
