import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { searchBusinessTypes, type BusinessType } from '../../../../shared/business-types';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { CategoryIcon } from './category-icon';

const f = msg.botForm;

export interface BusinessTypePickerProps {
  categories: readonly Category[];
  selected: string | null;
  onPick: (type: BusinessType) => void;
  /** "Mi negocio es de otro tipo": the directory's categories instead. */
  onOther: () => void;
  error?: string;
}

/**
 * The first step of a new bot (issue 38): its type of business, searchable as people name it ("pelu" finds
 * Peluquería, "dentista" Odontología). The type brings its category and its starter template.
 */
export function BusinessTypePicker({
  categories,
  selected,
  onPick,
  onOther,
  error,
}: BusinessTypePickerProps) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const found = searchBusinessTypes(query);
  const categoryOf = (type: BusinessType) => categories.find((category) => category.key === type.categoryKey);

  return (
    <Stack gap="sm" data-testid="business-type-picker">
      <div>
        <Title order={2} fz="lg">
          {f.typeStep}
        </Title>
        <Text size="sm" c="dimmed">
          {f.typeStepText}
        </Text>
      </div>
      <TextInput
        label={f.typeSearch}
        placeholder={f.typeSearchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        aria-controls={listId}
        autoComplete="off"
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" id={listId} aria-live="polite">
        {found.map((type) => {
          const category = categoryOf(type);
          return (
            <UnstyledButton
              key={type.key}
              onClick={() => onPick(type)}
              aria-pressed={selected === type.key}
              data-business-type={type.key}
            >
              <Paper
                withBorder
                radius="md"
                px="sm"
                py={10}
                h="100%"
                style={selected === type.key ? { borderColor: 'var(--mantine-color-indigo-6)' } : undefined}
              >
                <Group gap="sm" wrap="nowrap">
                  {category && (
                    <ThemeIcon size={32} radius="xl" variant="light" color={category.color} aria-hidden>
                      <CategoryIcon name={category.icon} size={18} />
                    </ThemeIcon>
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {type.name}
                    </Text>
                    {category && (
                      <Text size="xs" c="dimmed">
                        {category.name}
                      </Text>
                    )}
                  </div>
                </Group>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {found.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {f.typeNone}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Button variant="subtle" w="fit-content" onClick={onOther}>
        {f.typeOther}
      </Button>
    </Stack>
  );
}
