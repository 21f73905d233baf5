import { describe, expect, it } from 'vitest';
import { widgetSnippet } from './widget-snippet';

describe('widgetSnippet', () => {
  it('writes the script element with the public URL and the alias', () => {
    expect(widgetSnippet('https://vocero.example', 'ferreteria')).toBe(
      '<script src="https://vocero.example/widget.js" data-bot="ferreteria" async></script>',
    );
  });
  it('does not double the slash of a public URL that ends with one', () => {
    expect(widgetSnippet('http://localhost:3000/', 'bot')).toBe(
      '<script src="http://localhost:3000/widget.js" data-bot="bot" async></script>',
    );
  });
  it('escapes characters that would end the attribute', () => {
    expect(widgetSnippet('https://x.example', 'a"><b')).toContain('data-bot="a&quot;&gt;&lt;b"');
  });
});
