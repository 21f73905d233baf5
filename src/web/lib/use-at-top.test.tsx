import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAtTop, useAtTop } from './use-at-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('at top', () => {
  it('means scrolled under 30 px (spec section 9)', () => {
    expect(isAtTop(0)).toBe(true);
    expect(isAtTop(29)).toBe(true);
    expect(isAtTop(30)).toBe(false);
  });

  it('follows the page as it scrolls past 30 px and back', () => {
    scrollTo(0);
    const { result } = renderHook(() => useAtTop());
    expect(result.current).toBe(true);
    act(() => scrollTo(45));
    expect(result.current).toBe(false);
    act(() => scrollTo(10));
    expect(result.current).toBe(true);
  });
});
