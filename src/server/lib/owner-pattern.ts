import { LRUCache } from 'lru-cache';
import { RE2JS } from 're2js';

/**
 * Owner-written patterns (a data field's "validation") run on visitors' text, so they must never be able
 * to block the server: they are evaluated by RE2 (re2js, a pure-JavaScript port of Go's RE2), whose
 * matching time grows linearly with the input whatever the pattern. `^(a|a)*$` is harmless here.
 * Patterns RE2 cannot run (back-references, look-around) are refused when the owner saves them.
 * Decision 013 explains the choice.
 */
export const OWNER_PATTERN_LIMITS = {
  /** Characters of visitor text a pattern ever sees. */
  inputMax: 200,
  /** RE2's compiled program size: bounds the per-character cost (`a{1000}` repeated is refused). */
  programMax: 2_000,
} as const;

export interface OwnerPattern {
  /** Whether the pattern matches somewhere in the text (the JavaScript `RegExp.test` meaning). */
  test(text: string): boolean;
}

export type CompiledOwnerPattern = { ok: true; pattern: OwnerPattern } | { ok: false; reason: 'unsupported' };

const compiled = new LRUCache<string, CompiledOwnerPattern>({ max: 500 });

export function compileOwnerPattern(source: string): CompiledOwnerPattern {
  const cached = compiled.get(source);
  if (cached) return cached;
  const result = compile(source);
  compiled.set(source, result);
  return result;
}

function compile(source: string): CompiledOwnerPattern {
  let re: RE2JS;
  try {
    re = RE2JS.compile(source);
  } catch {
    return { ok: false, reason: 'unsupported' };
  }
  if (re.programSize() > OWNER_PATTERN_LIMITS.programMax) return { ok: false, reason: 'unsupported' };
  return { ok: true, pattern: { test: (text) => re.test(text.slice(0, OWNER_PATTERN_LIMITS.inputMax)) } };
}
