import { Anchor, List, Text } from '@mantine/core';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { mayHoldContacts } from '../lib/contact-hint';
import type { ContactContext } from '../lib/contact-links';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

type ContactLinks = typeof import('../lib/contact-links');
let contactLinks: ContactLinks | undefined;
let contactLinksLoading: Promise<ContactLinks> | undefined;

/**
 * The contact finders, once a reply that may hold a contact is shown: until they arrive (and if they never
 * do) the reply reads as text, its contacts without links.
 */
function useContactLinks(wanted: boolean): ContactLinks | undefined {
  const [loaded, setLoaded] = useState(contactLinks);
  useEffect(() => {
    if (!wanted || loaded) return;
    let alive = true;
    contactLinksLoading ??= import('../lib/contact-links').then((module) => (contactLinks = module));
    contactLinksLoading.then(
      (module) => alive && setLoaded(module),
      () => (contactLinksLoading = undefined),
    );
    return () => {
      alive = false;
    };
  }, [wanted, loaded]);
  return wanted ? (loaded ?? contactLinks) : undefined;
}

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
        // A call or an e-mail opens the phone's own app, not an empty tab.
        return /^https?:/i.test(node.href) ? (
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
        ) : (
          <Anchor key={i} href={node.href} inherit underline="always">
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

/**
 * A bot reply as markdown, built from React text nodes only (never injected HTML). Phone numbers, e-mails,
 * web addresses and the bot's own address become links (`contacts` tells the bot's country and address).
 */
export function BotMarkdown({ text, contacts }: { text: string; contacts?: ContactContext }) {
  const linker = useContactLinks(mayHoldContacts(text, contacts?.address));
  let blocks: Block[];
  try {
    blocks = parseMarkdown(text);
    if (linker) blocks = linker.linkifyBlocks(blocks, contacts);
  } catch {
    return <RawText text={text} />;
  }
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>{blocks.map(renderBlock)}</div>;
}
