import { ActionIcon, Group, Paper, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../shared/messages.es';
import { showInfo, type InfoRequest } from '../../components/dialog-store';

export interface TrainingSectionProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** The explanation popup, titled like the section. */
  info: Omit<InfoRequest, 'title'>;
  actions: ReactNode;
  children: ReactNode;
  testId: string;
}

/** A manager's card: title with its explanation popup, a one-line subtitle, the actions and the list. */
export function TrainingSection({
  title,
  subtitle,
  icon,
  info,
  actions,
  children,
  testId,
}: TrainingSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon variant="light" radius="xl" size={34} style={{ flex: 'none' }}>
            {icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap={4} wrap="nowrap">
              <Title order={2} fz="lg">
                {title}
              </Title>
              <Tooltip label={msg.training.moreInfo(title)} withArrow>
                <ActionIcon
                  variant="subtle"
                  radius="xl"
                  aria-label={msg.training.moreInfo(title)}
                  onClick={() => showInfo({ title, ...info })}
                >
                  <IconInfoCircle size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </div>
        </Group>
        <Group gap="xs">{actions}</Group>
      </Group>
      {children}
    </Paper>
  );
}
