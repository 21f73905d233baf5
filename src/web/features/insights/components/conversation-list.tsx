import { Badge, Button, Center, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { insightsText } from '../../../../shared/messages/insights.es';
import { formatDateTime } from '../../../lib/format-date';
import { conversationsQuery, type ConversationFilters as Filters } from '../api/insights';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { ConversationFilters } from './conversation-filters';
import { activePause, visitorLabel } from '../insights-format';
import { EmptyNote } from './empty-note';
import classes from './insights.module.css';
import { ChannelBadge, TestBadge } from './channel-badge';

const t = insightsText.conversations;

/** The bot's conversations, newest first, with a debounced search and "Cargar Más". */
export function ConversationList({
  botId,
  selectedId,
  onSelect,
}: {
  botId: string;
  selectedId: string | undefined;
  onSelect: (conversationId: string) => void;
}) {
  const [input, setInput] = useState('');
  const [term] = useDebouncedValue(input.trim(), Timing.searchDebounceMs);
  const [filters, setFilters] = useState<Filters>({});
  // The label is typed: one request once it settles, like the search.
  const [settled] = useDebouncedValue(filters, Timing.searchDebounceMs);
  const list = useInfiniteQuery({
    ...conversationsQuery(botId, term, settled),
    placeholderData: keepPreviousData,
  });
  const filtering = Object.values(settled).some(Boolean);
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const totalCapped = list.data?.pages[0]?.totalCapped ?? false;

  return (
    <Stack gap="sm">
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={list.isFetching && !list.isFetchingNextPage ? <Loader size={14} /> : null}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        type="search"
      />
      <ConversationFilters botId={botId} value={filters} onChange={setFilters} />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      ) : conversations.length === 0 ? (
        <EmptyNote
          icon={<IconMessages size={24} />}
          title={term ? t.noResults : filtering ? teamText.inbox.noMatches : t.empty}
          hint={term || filtering ? undefined : t.emptyHint}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t.total(total, totalCapped)}
          </Text>
          <ul className={classes.list} aria-label={t.listLabel}>
            {conversations.map((conversation) => {
              const collected = Object.values(conversation.collected);
              const selected = conversation._id === selectedId;
              return (
                <li key={conversation._id}>
                  <UnstyledButton
                    className={classes.row}
                    data-selected={selected || undefined}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(conversation._id)}
                    data-testid="conversation-row"
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={600} size="sm" truncate>
                        {visitorLabel(conversation.visitor, conversation.country)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                        {t.messages(conversation.messagesCount)}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={2} className={classes.preview}>
                      {conversation.lastMessage}
                    </Text>
                    <Group justify="space-between" gap={4} mt={4}>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(conversation.updatedAt)}
                      </Text>
                      <Group gap={4} justify="flex-end" style={{ minWidth: 0 }}>
                        {activePause(conversation.botPausedUntil) && (
                          <Badge
                            size="xs"
                            variant="light"
                            color="yellow"
                            title={t.pausedTitle}
                            style={{ textTransform: 'none' }}
                          >
                            {t.paused}
                          </Badge>
                        )}
                        {conversation.status !== 'open' && (
                          <Badge
                            size="xs"
                            variant="light"
                            color={conversation.status === 'resolved' ? 'gray' : 'blue'}
                            style={{ textTransform: 'none' }}
                          >
                            {teamText.inbox.statuses[conversation.status]}
                          </Badge>
                        )}
                        {conversation.assignee && (
                          <Badge
                            size="xs"
                            variant="outline"
                            color="gray"
                            title={teamText.inbox.assigned(conversation.assignee.name)}
                            style={{ textTransform: 'none', maxWidth: 120 }}
                          >
                            {conversation.assignee.name}
                          </Badge>
                        )}
                        <TestBadge test={conversation.test} size="xs" />
                        <ChannelBadge conversation={conversation} size="xs" />
                        {collected.length > 0 && (
                          <Badge size="xs" variant="light" color="teal" style={{ textTransform: 'none' }}>
                            {collected[0]!.value}
                          </Badge>
                        )}
                      </Group>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="light"
              radius="xl"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t.loadMore}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
