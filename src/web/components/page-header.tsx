import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      py={{ base: 'lg', sm: 'xl' }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))',
      }}
    >
      <Container size="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={6} maw={720}>
            {description}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
