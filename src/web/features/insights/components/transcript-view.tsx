import { isMessagingChannel } from '../../../../shared/channels';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/format-money';
import { paths } from '../../../paths';
import { insightsText } from '../../../../shared/messages/insights.es';
import { whatsappCard } from '../../../../shared/messages/whatsapp-card';
import { formatDateTime } from '../../../lib/format-date';
import { transcriptQuery } from '../api/insights';
import { bookingWhen, intentBadgeOf, messageStamp, visitorLabel } from '../insights-format';
import { msg } from '../../../../shared/messages.es';
import classes from './insights.module.css';
import { DeliveryMark } from './delivery-mark';
import { MessageAttachmentView } from './message-attachment';
import { ChannelBadge, TestBadge } from './channel-badge';
import { OwnerReply } from './owner-reply';
import { ConversationTeamBar } from './conversation-team-bar';

const t = insightsText.transcript;

/**
 * One conversation as its transcript, refreshed while open, with the owner's reply box under it. What the
 * visitor and the owner wrote is shown as plain text (never markup); the bot's answers go through
 * `renderAnswer` (the chat's safe markdown, composed by the route).
 */
export function TranscriptView({
  botId,
  conversationId,
  renderAnswer,
  intentNames,
  ownerLabel,
  viewerId,
  onBack,
}: {
  botId: string;
  conversationId: string;
  renderAnswer: (text: string) => ReactNode;
  /** Intent keys → the names the owner gave them. */
  intentNames: Record<string, string>;
  /** Who the hand replies are from, as the reader sees it ("Tú" for the bot's owner). */
  ownerLabel: string;
  /** The reader's user id: "Tomar" assigns the conversation to them. */
  viewerId: string;
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
          {conversation ? `${t.title}: ${visitorLabel(conversation.visitor, conversation.country)}` : t.title}
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
          <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-lg)' }}>
            <TestBadge test={conversation.test} />
            <ChannelBadge conversation={conversation} />
            <Text size="xs" c="dimmed">
              {t.started}: {formatDateTime(conversation.createdAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.lastActivity}: {formatDateTime(conversation.updatedAt)}
            </Text>
          </Group>
          <ConversationTeamBar botId={botId} conversation={conversation} viewerId={viewerId} />
          {conversation.deliveryError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              data-testid="delivery-error"
            >
              {whatsappCard.deliveryFailed(formatDateTime(conversation.deliveryError.at))}{' '}
              {conversation.deliveryError.message}
            </Alert>
          )}
          <ol className={classes.messages}>
            {conversation.messages.map((message, index) => {
              const previous = conversation.messages[index - 1];
              const stamp = messageStamp(message.createdAt, previous?.createdAt ?? conversation.createdAt);
              if (message.from === 'owner') {
                return (
                  <li key={index} className={classes.ownerLine} data-testid="transcript-line">
                    <Group gap={6} mb={4} wrap="wrap">
                      <IconUser size={14} aria-hidden />
                      <Text size="xs" fw={700} c="teal.9">
                        {!message.author
                          ? ownerLabel
                          : message.author._id === viewerId
                            ? t.owner
                            : msg.handoff.ownerAuthor(message.author.name)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {stamp}
                      </Text>
                      <DeliveryMark delivery={message.delivery} />
                    </Group>
                    <Text size="sm" className={classes.plain} data-testid="owner-message">
                      {message.text}
                    </Text>
                  </li>
                );
              }
              const fromVisitor = message.from === 'user';
              // The intent that matched the visitor's message labels the bot's answer to it.
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
                      {stamp}
                    </Text>
                    {!fromVisitor && <DeliveryMark delivery={message.delivery} />}
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
                    <>
                      {message.attachment && (
                        <MessageAttachmentView
                          botId={botId}
                          conversationId={conversationId}
                          attachment={message.attachment}
                          visitor={conversation.visitor}
                        />
                      )}
                      {/* A voice note's words are its transcript, shown with the player. */}
                      {!(message.attachment?.kind === 'audio' && message.attachment.transcript) && (
                        <Text size="sm" className={classes.plain} data-testid="visitor-text">
                          {message.text}
                        </Text>
                      )}
                    </>
                  ) : (
                    <div data-testid="bot-text">{renderAnswer(message.text)}</div>
                  )}
                </li>
              );
            })}
          </ol>
          <OwnerReply
            botId={botId}
            conversationId={conversationId}
            botPausedUntil={conversation.botPausedUntil}
            replyWindow={
              isMessagingChannel(conversation.channel)
                ? {
                    channel: conversation.channel,
                    open: conversation.replyWindowOpen,
                    closesAt: conversation.replyWindowClosesAt,
                    humanAgent: conversation.replyHumanAgent,
                  }
                : undefined
            }
          />
          {conversation.appointments.length > 0 && (
            <div>
              <Title order={3} size="h5" mb={6}>
                {t.appointments}
              </Title>
              <Stack gap={6} data-testid="conversation-appointments">
                {conversation.appointments.map((appointment) => (
                  <Group key={appointment._id} gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm">
                      {t.appointment(appointment.serviceName, bookingWhen(appointment.start))}
                    </Text>
                    <Badge variant="light" color={appointment.status === 'booked' ? 'green' : 'gray'}>
                      {msg.booking.statusWord[appointment.status]}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </div>
          )}
          {conversation.orders.length > 0 && (
            <div>
              <Title order={3} size="h5" mb={6}>
                {t.orders}
              </Title>
              <Stack gap={6} data-testid="conversation-orders">
                {conversation.orders.map((order) => (
                  <Group key={order._id} gap="xs" wrap="nowrap" justify="space-between">
                    <Anchor component={Link} to={paths.sale(order._id)} size="sm">
                      {t.order(order.reference, formatMoney(order.total, order.currency))}
                    </Anchor>
                    <Group gap={4} wrap="nowrap">
                      {order.testMode && (
                        <Badge variant="outline" color="yellow">
                          {t.orderTest}
                        </Badge>
                      )}
                      <Badge variant="light" color={order.status === 'paid' ? 'green' : 'gray'}>
                        {order.delivered ? t.orderDelivered : t.orderStatus[order.status]}
                      </Badge>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </div>
          )}
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
