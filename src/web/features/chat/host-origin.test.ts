import { describe, expect, it } from 'vitest';
import { hostOrigin } from './host-origin';

describe('hostOrigin', () => {
  it("prefers the browser's ancestor origin, then the referrer, then the launcher's parameter", () => {
    expect(hostOrigin(['https://tienda.example'], '?origin=https://otra.example', '')).toBe(
      'https://tienda.example',
    );
    expect(hostOrigin(undefined, '?origin=https://otra.example', 'https://tienda.example/productos')).toBe(
      'https://tienda.example',
    );
    expect(hostOrigin([], '?origin=http%3A%2F%2Flocalhost%3A4000', '')).toBe('http://localhost:4000');
  });

  it('ignores anything that is not an http(s) address', () => {
    expect(hostOrigin(undefined, '?origin=javascript:alert(1)', '')).toBeNull();
    expect(hostOrigin(undefined, '?origin=no', 'about:blank')).toBeNull();
  });
});
