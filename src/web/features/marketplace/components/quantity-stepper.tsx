import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/** − n +: big touch targets instead of a number box that opens the phone keyboard. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  size = 'lg',
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        radius="xl"
        size={size}
        aria-label={`${label}: −1`}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Text fw={700} miw={32} ta="center" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        size={size}
        aria-label={`${label}: +1`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
