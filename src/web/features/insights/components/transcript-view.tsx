import { ActionIcon, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { insightsText } from '../../../../shared/messages/insights.es';
import { formatDateTime } from '../../../lib/format-date';
import { transcriptQuery } from '../api';
import { intentBadgeOf, messageStamp } from '../insights-format';
import classes from './insights.module.css';

const t = insightsText.transcript;

/**
 * One conversation as its transcript. What the visitor wrote is shown as plain text (never markup); the
 * bot's answers go through `renderAnswer` (the chat's safe markdown, composed by the route).
 */
export function TranscriptView({
  botId,
  conversationId,
  renderAnswer,
  intentNames,
  onBack,
}: {
  botId: string;
  conversationId: string;
  renderAnswer: (text: string) => ReactNode;
  /** Intent keys → the names the owner gave them. */
  intentNames: Record<string, string>;
  onBack?: () => void;
}) {
  const state = useQuery(transcriptQuery(botId, conversationId));
  const conversation = state.data?.conversation;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="transcript">
      <Group gap="xs" mb="sm" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" radius="xl" size="lg" aria-label={t.back} onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Title order={2} size="h4" style={{ minWidth: 0 }}>
          {conversation ? `${t.title}: ${conversation.visitor}` : t.title}
        </Title>
      </Group>
      {state.isPending ? (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      ) : !conversation ? (
        <Text c="dimmed">{t.notFound}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="lg">
            <Text size="xs" c="dimmed">
              {t.started}: {formatDateTime(conversation.createdAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.lastActivity}: {formatDateTime(conversation.updatedAt)}
            </Text>
          </Group>
          <ol className={classes.messages}>
            {conversation.messages.map((message, index) => {
              const fromVisitor = message.from === 'user';
              // The intent that matched the visitor's message labels the bot's answer to it.
              const previous = conversation.messages[index - 1];
              const intent = fromVisitor
                ? null
                : (message.intent ?? (previous?.from === 'user' ? previous.intent : null));
              const badge = intentBadgeOf(intent, conversation.collected, t, intentNames);
              return (
                <li
                  key={index}
                  className={fromVisitor ? classes.visitorLine : classes.botLine}
                  data-testid="transcript-line"
                >
                  <Group gap={6} mb={4} wrap="wrap">
                    <Text size="xs" fw={700} c={fromVisitor ? 'indigo.8' : 'dark.4'}>
                      {fromVisitor ? conversation.visitor : t.bot}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {messageStamp(message.createdAt, previous?.createdAt ?? conversation.createdAt)}
                    </Text>
                    {badge && (
                      <Badge
                        size="xs"
                        variant="light"
                        color={badge.color}
                        style={{ textTransform: 'none' }}
                        title={t.intent}
                        data-testid="intent-badge"
                      >
                        {badge.label}
                      </Badge>
                    )}
                  </Group>
                  {fromVisitor ? (
                    <Text size="sm" className={classes.plain} data-testid="visitor-text">
                      {message.text}
                    </Text>
                  ) : (
                    <div data-testid="bot-text">{renderAnswer(message.text)}</div>
                  )}
                </li>
              );
            })}
          </ol>
          <div>
            <Title order={3} size="h5" mb={6}>
              {t.collected}
            </Title>
            {Object.keys(conversation.collected).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.noCollected}
              </Text>
            ) : (
              <Table withTableBorder withColumnBorders={false} fz="sm" data-testid="collected">
                <Table.Tbody>
                  {Object.entries(conversation.collected).map(([name, item]) => (
                    <Table.Tr key={name}>
                      <Table.Th w="35%">{item.label}</Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {item.value}
                        <Text size="xs" c="dimmed">
                          {formatDateTime(item.at)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
