import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, returnPath, returnQuery } from './return-path';

describe('returnPath', () => {
  it('refuses what a browser would read as another site once it drops tabs and line breaks', () => {
    for (const next of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/a\\b', '/\u0000x']) {
      expect(returnPath(next)).toBeNull();
    }
  });

  it('refuses a path longer than any of this app rather than cutting it', () => {
    expect(returnPath(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`)).toHaveLength(RETURN_PATH_MAX);
    expect(returnPath(`/${'a'.repeat(RETURN_PATH_MAX)}`)).toBeNull();
  });
});

describe('returnQuery', () => {
  it('writes the way back and its reason, encoded', () => {
    expect(returnQuery('/libreria?x=1', 'rate')).toBe('?next=%2Flibreria%3Fx%3D1&reason=rate');
    expect(returnQuery('/libreria')).toBe('?next=%2Flibreria');
  });

  it('writes nothing for a missing or foreign path, not even the reason', () => {
    expect(returnQuery()).toBe('');
    expect(returnQuery(null, 'subscribe')).toBe('');
    expect(returnQuery('//evil.example', 'subscribe')).toBe('');
  });
});
