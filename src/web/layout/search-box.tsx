import '../components/overlay-styles';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Avatar, CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { botSuggestionsQuery } from '../features/bots/api/get-bots';
import { botRef } from '../features/bots/bot-links';
import { suggestionTerm } from '../features/bots/directory-query';
import { paths } from '../paths';
import classes from './top-bar.module.css';

/**
 * The top-bar search with the bot autocomplete: picking a result opens /{alias}; submitting opens the
 * directory with q={term}.
 */
export default function SearchBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(suggestionTerm(term), Timing.searchDebounceMs);
  // A term that became too short clears the results at once, without waiting for the debounce.
  const searchTerm = suggestionTerm(term) ? debounced : '';
  const suggestions = useQuery(botSuggestionsQuery(searchTerm));
  const bots = searchTerm ? (suggestions.data?.bots ?? []) : [];
  // The answer for this very term came back empty: say so rather than show nothing.
  const nothingFound =
    !!searchTerm && suggestions.isSuccess && !suggestions.isPlaceholderData && bots.length === 0;
  useEffect(() => {
    if (suggestions.error) console.error('GET /bots (autocomplete)', suggestions.error);
  }, [suggestions.error]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    onClose();
    void navigate(paths.explore({ q }));
  };

  const handlePick = (ref: string) => {
    combobox.closeDropdown();
    onClose();
    void navigate(paths.bot(ref));
  };

  return (
    <form onSubmit={handleSubmit} className={classes.search} role="search">
      <Combobox store={combobox} onOptionSubmit={handlePick}>
        <Combobox.Target>
          <TextInput
            autoFocus
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => event.key === 'Escape' && !combobox.dropdownOpened && onClose()}
            placeholder={msg.search.placeholder}
            aria-label={msg.search.placeholder}
            enterKeyHint="search"
            leftSection={
              suggestions.isFetching && searchTerm ? <Loader size={14} /> : <IconSearch size={16} />
            }
            rightSection={<CloseButton aria-label={msg.nav.closeSearch} onClick={onClose} />}
            radius="xl"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={bots.length === 0 && !nothingFound}>
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
            {nothingFound && <Combobox.Empty>{msg.search.noResults}</Combobox.Empty>}
            {bots.map((bot) => (
              <Combobox.Option value={botRef(bot)} key={bot._id}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={bot.pictureUrl} size={32} radius={32} alt="">
                    {bot.name.slice(0, 1)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {bot.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {bot.createdBy.name}
                    </Text>
                  </div>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
