/**
 * A deliberately small markdown reader for bot replies: paragraphs, line breaks, **bold**, *italic*,
 * bullet lists and links. It produces a tree of plain strings that React renders as text (and the server,
 * escaped, in the bot page's plain chat), so nothing a bot writes can become markup (no HTML is ever
 * interpreted).
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'br' };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'list'; items: Inline[][] };

const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^\n]+?)\*\*|\*([^*\s\n](?:[^*\n]*[^*\s\n])?)\*|(https?:\/\/[^\s<>()]+)/g;
const BULLET = /^\s*[-*•]\s+(.*)$/;

/** Only web, mail and phone addresses become links; anything else (javascript:, data:) stays text. */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : undefined;
}

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.text += text;
    else nodes.push({ type: 'text', text });
  };
  let cursor = 0;
  for (const match of source.matchAll(INLINE)) {
    const [whole, linkText, linkUrl, bold, italic, bare] = match;
    const start = match.index;
    pushText(source.slice(cursor, start));
    cursor = start + whole.length;
    if (linkText !== undefined && linkUrl !== undefined) {
      const href = safeHref(linkUrl);
      if (href) nodes.push({ type: 'link', href, children: parseInline(linkText) });
      else pushText(whole);
    } else if (bold !== undefined) {
      nodes.push({ type: 'strong', children: parseInline(bold) });
    } else if (italic !== undefined) {
      nodes.push({ type: 'em', children: parseInline(italic) });
    } else if (bare !== undefined) {
      // Sentence punctuation right after an address is not part of it.
      const url = bare.replace(/[.,;:!?¡¿]+$/, '');
      nodes.push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
      cursor = start + url.length;
    }
  }
  pushText(source.slice(cursor));
  return nodes;
}

function withBreaks(lines: string[]): Inline[] {
  const nodes: Inline[] = [];
  lines.forEach((line, i) => {
    if (i > 0) nodes.push({ type: 'br' });
    nodes.push(...parseInline(line));
  });
  return nodes;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | undefined;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: withBreaks(paragraph) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = undefined;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    if (!line.trim()) {
      flush();
    } else if (bullet) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(parseInline(bullet[1]!.trim()));
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
