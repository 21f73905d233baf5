import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BotMarkdown } from '../components/bot-markdown';
import { parseInline, parseMarkdown, safeHref } from './markdown';

const html = (text: string) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(BotMarkdown, { text })));

describe('bot markdown', () => {
  it('reads bold, italic and links', () => {
    expect(parseInline('La **consulta** es *gratis* en [nuestra web](https://a.test).')).toEqual([
      { type: 'text', text: 'La ' },
      { type: 'strong', children: [{ type: 'text', text: 'consulta' }] },
      { type: 'text', text: ' es ' },
      { type: 'em', children: [{ type: 'text', text: 'gratis' }] },
      { type: 'text', text: ' en ' },
      { type: 'link', href: 'https://a.test', children: [{ type: 'text', text: 'nuestra web' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('links bare addresses without their trailing punctuation', () => {
    const nodes = parseInline('Escríbenos a https://wa.me/5491155550142.');
    expect(nodes[1]).toEqual({
      type: 'link',
      href: 'https://wa.me/5491155550142',
      children: [{ type: 'text', text: 'https://wa.me/5491155550142' }],
    });
    expect(nodes[2]).toEqual({ type: 'text', text: '.' });
  });

  it('splits paragraphs, line breaks and bullet lists', () => {
    const blocks = parseMarkdown('Hola\nmundo\n\n- uno\n- **dos**\nFin');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Hola' }, { type: 'br' }, { type: 'text', text: 'mundo' }],
    });
    const list = blocks[1];
    expect(list?.type === 'list' ? list.items : []).toHaveLength(2);
  });

  it('keeps a <script> in bot text as text', () => {
    const out = html('Hola <script>alert("x")</script> <img src=x onerror=alert(1)> **ok**');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;');
    expect(out).toContain('<strong>ok</strong>');
  });

  it('never links unsafe addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('https://a.test')).toBe('https://a.test');
    const out = html('[clic](javascript:alert(1))');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('[clic](javascript:alert(1))');
  });
});
