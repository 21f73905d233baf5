import '@mantine/core/styles/Code.css';
import { Button, Code, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { msg } from '../../shared/messages.es';
import { widgetSnippet } from '../../shared/widget-snippet';
import { appConfig } from '../lib/app-config';
import { copyText } from '../lib/clipboard';
import { toast } from '../lib/toast';

const s = msg.share;

/**
 * The widget's code for a bot, read-only, with its copy button: the bot editor's widget card and the
 * share dialog show this same block.
 */
export function EmbedSnippet({ alias }: { alias: string }) {
  const snippet = widgetSnippet(appConfig().publicUrl, alias);

  const handleCopy = async () => {
    const copied = await copyText(snippet);
    toast(copied ? s.codeCopied : s.codeCopyFailed, { color: copied ? 'success' : 'warning' });
  };

  // One click selects the whole code, for whoever copies by hand.
  const handleSelect = (element: HTMLElement) => window.getSelection()?.selectAllChildren(element);

  return (
    <Stack component="figure" gap={6} align="flex-start" m={0}>
      <Text component="figcaption" size="sm" fw={600}>
        {s.embedCode}
      </Text>
      <Code
        block
        data-testid="widget-snippet"
        onClick={(event) => handleSelect(event.currentTarget)}
        style={{ width: '100%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}
      >
        {snippet}
      </Code>
      <Button
        variant="light"
        size="xs"
        radius="xl"
        leftSection={<IconCopy size={16} />}
        onClick={() => void handleCopy()}
      >
        {s.copyCode}
      </Button>
    </Stack>
  );
}
