import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPause, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { msg } from '../../../shared/messages.es';
import type { SetAsideIntent } from '../../../shared/schemas/training';

const t = msg.templates;

export interface SetAsideCardProps {
  topics: readonly SetAsideIntent[];
  /** "Completarlos": the blanks form over these topics. */
  onComplete: () => void;
  /** Forgets one topic; the button waits for it. */
  onDiscard: (name: string) => Promise<void>;
}

/**
 * The topics left out when the owner published before filling their blanks (issue 38): named, with the
 * way back ("Completarlos") and a way to let each one go.
 */
export function SetAsideCard({ topics, onComplete, onDiscard }: SetAsideCardProps) {
  const [discarding, setDiscarding] = useState<string | null>(null);
  if (topics.length === 0) return null;
  const discard = async (name: string) => {
    setDiscarding(name);
    try {
      await onDiscard(name);
    } finally {
      setDiscarding(null);
    }
  };
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockPause size={20} />}
      title={t.setAsideTitle(topics.length)}
      data-testid="set-aside"
    >
      <Stack gap="xs">
        <Text size="sm">{t.setAsideText}</Text>
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {topics.map((topic) => (
            <Group
              key={topic.name}
              component="li"
              gap={2}
              wrap="nowrap"
              pl="sm"
              pr={2}
              style={{ borderRadius: 999, background: 'var(--mantine-color-body)' }}
              data-testid="set-aside-topic"
            >
              <Text size="sm" fw={500}>
                {topic.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                size="lg"
                aria-label={t.setAsideDiscard(topic.name)}
                loading={discarding === topic.name}
                disabled={discarding !== null && discarding !== topic.name}
                onClick={() => void discard(topic.name)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Group>
        <Group>
          <Button size="compact-sm" variant="light" radius="xl" onClick={onComplete}>
            {t.setAsideComplete}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
