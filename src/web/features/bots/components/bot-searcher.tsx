import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Input.css';
import { ActionIcon, Badge, Box, CloseButton, Group, Loader, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';

export interface BotSearcherProps {
  /** The term in the URL. */
  term: string;
  /**
   * Dynamic mode searches on every input (debounced, 3 characters at least); otherwise only on submit and
   * only with a non-empty term.
   */
  dynamic?: boolean;
  /** A new term; `clear` when the search was emptied (the caller pushes an empty query). */
  onSearch: (term: string, how: { clear: boolean }) => void;
  searching?: boolean;
  onOpenFilters?: () => void;
  /** How many criteria besides the term are set (shown on the filter button). */
  filterCount?: number;
}

/** The bot searcher of spec section 2. */
export function BotSearcher({
  term,
  dynamic = true,
  onSearch,
  searching,
  onOpenFilters,
  filterCount = 0,
}: BotSearcherProps) {
  const [value, setValue] = useState(term);
  // The URL can change from elsewhere (the top bar, a chip): the input follows it.
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setValue(term);
  }

  const searchLater = useDebouncedCallback((next: string) => {
    if (next !== term) onSearch(next, { clear: false });
  }, Timing.searchDebounceMs);

  const handleChange = (next: string) => {
    setValue(next);
    if (!dynamic) return;
    const trimmed = next.trim();
    if (!trimmed) {
      searchLater.cancel();
      if (term) onSearch('', { clear: true });
    } else if (trimmed.length >= Timing.searchMinChars) {
      searchLater(trimmed);
    } else {
      searchLater.cancel();
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    searchLater.cancel();
    if (!trimmed) return;
    if (trimmed !== term) onSearch(trimmed, { clear: false });
  };

  const handleClear = () => {
    searchLater.cancel();
    setValue('');
    if (term) onSearch('', { clear: true });
  };

  return (
    <form onSubmit={handleSubmit} role="search">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="md"
          radius="xl"
          value={value}
          onChange={(event) => handleChange(event.currentTarget.value)}
          placeholder={msg.search.placeholder}
          aria-label={msg.search.placeholder}
          enterKeyHint="search"
          leftSection={searching ? <Loader size={16} /> : <IconSearch size={18} />}
          rightSection={
            value ? <CloseButton aria-label={msg.explore.clearSearch} onClick={handleClear} /> : null
          }
        />
        {onOpenFilters && (
          <Box pos="relative">
            <Tooltip label={msg.explore.filters} withArrow>
              <ActionIcon
                size={42}
                radius="xl"
                variant={filterCount > 0 ? 'filled' : 'light'}
                aria-label={msg.explore.filters}
                onClick={onOpenFilters}
              >
                <IconAdjustmentsHorizontal size={22} />
              </ActionIcon>
            </Tooltip>
            {filterCount > 0 && (
              <Badge
                size="xs"
                circle
                color="red"
                pos="absolute"
                top={-4}
                right={-4}
                style={{ pointerEvents: 'none' }}
              >
                {filterCount}
              </Badge>
            )}
          </Box>
        )}
      </Group>
    </form>
  );
}
