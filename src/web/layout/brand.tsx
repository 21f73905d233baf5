import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { appConfig } from '../lib/app-config';

/** The product mark and name; the name comes from settings (APP_NAME). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}>
        <IconMessageChatbot size={20} />
      </ThemeIcon>
      {!compact && (
        <Text fw={800} size="lg" style={{ letterSpacing: '-0.02em' }}>
          {appConfig().appName}
        </Text>
      )}
    </Group>
  );
}
