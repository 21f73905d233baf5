import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';

const t = integrationsText.webhooks;

/**
 * A secret the server answers once (a webhook's signing secret, an API key): in the flow of the card, not
 * a dialog over it, with a copy button, until the owner says they kept it.
 */
export function ShownOnce({
  title,
  body,
  value,
  onDone,
  testId,
}: {
  title: string;
  body: string;
  value: string;
  onDone: () => void;
  testId: string;
}) {
  return (
    <Alert color="yellow" icon={<IconKey size={18} />} title={title} data-testid={testId} mb="md">
      <Stack gap="xs">
        <Text size="sm">{body}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code
            block
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            data-testid={`${testId}-value`}
          >
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} style={{ flex: 'none' }}>
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button size="xs" radius="xl" onClick={onDone}>
            {t.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
