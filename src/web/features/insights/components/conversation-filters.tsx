import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONVERSATION_CHANNELS } from '../../../../shared/channels';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { CONVERSATION_STATUSES } from '../../../../shared/schemas/team';
import { assignees, membersQuery } from '../../../lib/team-queries';
import type { ConversationFilters as Filters } from '../api/insights';

const t = teamText.inbox;

/**
 * The inbox's filters (issue 42): status, who attends it ("Mis conversaciones", nobody, a teammate),
 * channel and a lead label. Native-width selects that wrap on a phone.
 */
export function ConversationFilters({
  botId,
  value,
  onChange,
}: {
  botId: string;
  value: Filters;
  onChange: (filters: Filters) => void;
}) {
  const team = useQuery(membersQuery(botId)).data;
  const set = (key: keyof Filters) => (next: string | null) =>
    onChange({ ...value, [key]: next || undefined });
  const any = Object.values(value).some(Boolean);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={t.filtersLabel}>
      <Select
        size="xs"
        label={t.assignee}
        value={value.assignee ?? ''}
        onChange={set('assignee')}
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', xs: 170 }}
        data={[
          { value: '', label: t.all },
          { value: 'me', label: t.mine },
          { value: 'none', label: t.nobody },
          ...(team ? assignees(team).map((person) => ({ value: person.userId, label: person.name })) : []),
        ]}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="xs"
        label={t.status}
        value={value.status ?? ''}
        onChange={set('status')}
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', xs: 170 }}
        data={[
          { value: '', label: t.allStatuses },
          ...CONVERSATION_STATUSES.map((status) => ({ value: status, label: t.statuses[status] })),
        ]}
      />
      <Select
        size="xs"
        label={t.channel}
        value={value.channel ?? ''}
        onChange={set('channel')}
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', xs: 130 }}
        data={[
          { value: '', label: t.allChannels },
          ...CONVERSATION_CHANNELS.map((channel) => ({ value: channel, label: t.channels[channel] })),
        ]}
      />
      <TextInput
        size="xs"
        label={t.label}
        placeholder={t.labelPlaceholder}
        value={value.label ?? ''}
        maxLength={30}
        onChange={(event) => set('label')(event.currentTarget.value.trim().toLowerCase())}
        w={{ base: 'calc(50% - 4px)', xs: 130 }}
      />
      {any && (
        <Button size="xs" variant="subtle" onClick={() => onChange({})}>
          {t.clear}
        </Button>
      )}
    </Group>
  );
}
