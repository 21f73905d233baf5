import { Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconHandGrab } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { CONVERSATION_STATUSES, type ConversationStatusValue } from '../../../../shared/schemas/team';
import { assignees, membersQuery } from '../../../lib/team-queries';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useUpdateConversation } from '../api/team';
import type { Transcript } from '../api/insights';

const t = teamText.inbox;

/**
 * Who attends this conversation and how it stands (issue 42): "Tomar" assigns it to the reader with one
 * tap; the select hands it to a teammate; the status says whether the team owes an answer.
 */
export function ConversationTeamBar({
  botId,
  conversation,
  viewerId,
}: {
  botId: string;
  conversation: Pick<Transcript, '_id' | 'assignee' | 'status'>;
  viewerId: string;
}) {
  const team = useQuery(membersQuery(botId)).data;
  const update = useUpdateConversation(botId, conversation._id);
  const people = team ? assignees(team) : [];
  const assigneeId = conversation.assignee?._id ?? '';
  // A super user reading someone else's bot is not on its team: they cannot take it.
  const canTake = assigneeId !== viewerId && people.some((person) => person.userId === viewerId);

  const change = (body: { assigneeId?: string | null; status?: ConversationStatusValue }) =>
    update.mutate(body, {
      onSuccess: () => toast(t.updated, { color: 'success' }),
      onError: toastError,
    });

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="conversation-team-bar">
      <Select
        size="xs"
        label={t.assignLabel}
        value={assigneeId}
        onChange={(value) => change({ assigneeId: value || null })}
        allowDeselect={false}
        disabled={update.isPending}
        w={{ base: '100%', xs: 200 }}
        data={[
          { value: '', label: t.unassigned },
          ...people.map((person) => ({ value: person.userId, label: person.name })),
          // Someone who left the team keeps their name here until the conversation is handed on.
          ...(assigneeId && !people.some((p) => p.userId === assigneeId)
            ? [{ value: assigneeId, label: conversation.assignee!.name }]
            : []),
        ]}
      />
      {canTake && (
        <Button
          size="xs"
          radius="xl"
          variant="light"
          leftSection={<IconHandGrab size={14} />}
          title={t.takeTitle}
          loading={update.isPending}
          onClick={() => change({ assigneeId: viewerId })}
        >
          {t.take}
        </Button>
      )}
      <div>
        <Text size="xs" fw={500} mb={2} id={`status-${conversation._id}`}>
          {t.statusLabel}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={`status-${conversation._id}`}
          value={conversation.status}
          disabled={update.isPending}
          onChange={(value) => change({ status: value as ConversationStatusValue })}
          data={CONVERSATION_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }))}
        />
      </div>
    </Group>
  );
}
