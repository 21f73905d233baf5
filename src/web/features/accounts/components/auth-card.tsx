import { Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card of the auth screens: at most 440 px wide, an icon, a title and a short subtitle. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      px="md"
      py={{ base: 32, sm: 64 }}
      mih="calc(100dvh - 56px)"
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-body) 320px)',
      }}
    >
      <Box maw={440} mx="auto">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={6} align="center" ta="center" mb="lg">
            <ThemeIcon size={52} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }} mt={6}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" size="sm" mt="lg" c="dimmed">
            {footer}
          </Text>
        )}
      </Box>
    </Box>
  );
}

/** Groups the inputs so that one flag disables them all once the form is done ("Conectado", "Registrado"). */
export function FormFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="md">{children}</Stack>
    </fieldset>
  );
}
