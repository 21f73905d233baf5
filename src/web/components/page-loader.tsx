import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred loader, with the wait text of the screen when it has one. */
export function PageLoader({ text }: { text?: string }) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm">
        <Loader />
        {text && (
          <Text c="dimmed" ta="center">
            {text}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
