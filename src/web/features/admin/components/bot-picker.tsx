import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import {
  Avatar,
  Button,
  Combobox,
  Group,
  Input,
  Loader,
  Paper,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import { searchTermOf } from '../admin-items';
import { publishedBotsQuery } from '../api/admin-content';
import classes from './admin.module.css';

const a = msg.admin;

/** What the tip dialog shows of the chosen bot. */
export interface PickedBot {
  _id: string;
  name: string;
  alias: string;
  pictureUrl: string | null;
}

function BotLine({ bot }: { bot: PickedBot }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.grow}>
      <Avatar src={bot.pictureUrl} size={36} radius="xl" color="indigo" alt="">
        {bot.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.grow}>
        <Text size="sm" fw={600} truncate>
          {bot.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          /{bot.alias}
        </Text>
      </div>
    </Group>
  );
}

export interface BotPickerProps {
  value: PickedBot | null;
  onChange: (bot: PickedBot | null) => void;
  error?: string;
}

/** An autocomplete over the directory (GET /bots?term): only published bots can carry a tip. */
export function BotPicker({ value, onChange, error }: BotPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(searchTermOf(input), Timing.searchDebounceMs);
  const term = searchTermOf(input) ? debounced : '';
  const options = useQuery(publishedBotsQuery(term));
  const bots = term ? (options.data?.bots ?? []) : [];
  useEffect(() => {
    if (options.error) console.error('GET /bots (tip bot picker)', options.error);
  }, [options.error]);

  if (value) {
    return (
      <Input.Wrapper label={a.tipBot} withAsterisk error={error}>
        <Paper withBorder radius="md" p="xs" mt={4} data-testid="picked-bot">
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <BotLine bot={value} />
            <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
              {a.tipBotChange}
            </Button>
          </Group>
        </Paper>
      </Input.Wrapper>
    );
  }

  const handlePick = (id: string) => {
    const bot = bots.find((item) => item._id === id);
    if (!bot) return;
    combobox.closeDropdown();
    setInput('');
    onChange({ _id: bot._id, name: bot.name, alias: bot.alias, pictureUrl: bot.pictureUrl });
  };

  const searched = term !== '' && options.isSuccess && !options.isPlaceholderData;
  return (
    <Combobox store={combobox} onOptionSubmit={handlePick}>
      <Combobox.Target>
        <TextInput
          label={a.tipBot}
          withAsterisk
          value={input}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          placeholder={a.tipBotPlaceholder}
          leftSection={options.isFetching && term ? <Loader size={14} /> : <IconSearch size={16} />}
          error={error}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!term}>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }}>
          {bots.map((bot) => (
            <Combobox.Option value={bot._id} key={bot._id}>
              <BotLine bot={bot} />
            </Combobox.Option>
          ))}
          {searched && bots.length === 0 && <Combobox.Empty>{a.tipBotNone}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
