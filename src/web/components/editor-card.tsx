import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EditorCardProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A card of the bot editor: a section named by its title, with its icon and a one-line subtitle. */
export function EditorCard({ title, subtitle, icon, testId, children }: EditorCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" radius="xl" size={34} style={{ flex: 'none' }}>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
      </Group>
      {children}
    </Paper>
  );
}
