import { Anchor, List, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'br':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Anchor
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            underline="always"
          >
            {renderInline(node.children)}
          </Anchor>
        );
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  if (block.type === 'list') {
    return (
      <List key={i} size="sm" withPadding spacing={2}>
        {block.items.map((item, j) => (
          <List.Item key={j}>{renderInline(item)}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {renderInline(block.children)}
    </Text>
  );
}

/** Raw text with its line breaks: the fallback when a reply cannot be read as markdown. */
function RawText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** A bot reply as markdown, built from React text nodes only (never injected HTML). */
export function BotMarkdown({ text }: { text: string }) {
  let blocks: Block[];
  try {
    blocks = parseMarkdown(text);
  } catch {
    return <RawText text={text} />;
  }
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>{blocks.map(renderBlock)}</div>;
}
