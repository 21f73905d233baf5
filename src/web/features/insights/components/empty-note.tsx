import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A quiet box for an empty list: what is missing and how it fills up. */
export function EmptyNote({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon variant="light" radius="xl" size={48}>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {hint && (
          <Text size="sm" c="dimmed" maw={420}>
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
