import { describe, expect, it } from 'vitest';
import { countryOfLanguage } from './visitor-country';

describe('countryOfLanguage', () => {
  it('takes the first language that names a region', () => {
    expect(countryOfLanguage('es-AR,es;q=0.9,en;q=0.8')).toBe('AR');
    expect(countryOfLanguage('es;q=1, es-mx;q=0.9')).toBe('MX');
  });

  it('says nothing when no region is named or the header is odd', () => {
    expect(countryOfLanguage('es,en;q=0.5')).toBeNull();
    expect(countryOfLanguage(undefined)).toBeNull();
    expect(countryOfLanguage('es-419')).toBeNull();
    expect(countryOfLanguage('<script>-XX')).toBeNull();
  });
});
