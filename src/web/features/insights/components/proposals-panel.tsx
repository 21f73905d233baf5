import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconCheck, IconSchool, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { insightsText } from '../../../../shared/messages/insights.es';
import type { Proposal } from '../../../../shared/schemas/inbox';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { proposalsQuery, useDecideProposal, type ProposalDecision } from '../api/insights';

const t = insightsText.proposals;

/** The server's Spanish reason when it gave one (a full intent, a decision taken meanwhile), else ours. */
const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : t.failed);

function ProposalCard({
  proposal,
  busy,
  locked,
  error,
  onDecide,
}: {
  proposal: Proposal;
  /** The decision being sent for this proposal, if any. */
  busy: ProposalDecision | undefined;
  /** Another proposal's decision is being sent. */
  locked: boolean;
  error: string | undefined;
  onDecide: (decision: ProposalDecision) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={proposal.text}
      aria-busy={!!busy}
      data-testid="proposal"
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          «{proposal.text}»
        </Text>
        <Badge color="grape" variant="light" style={{ flex: 'none', textTransform: 'none' }}>
          {t.times(proposal.count)}
        </Badge>
      </Group>
      <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
        <IconBulb
          size={16}
          color="var(--mantine-color-grape-7)"
          style={{ flex: 'none', marginTop: 2 }}
          aria-hidden
        />
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {t.wouldTeach}{' '}
          <Text span fw={600} data-testid="proposal-intent">
            {proposal.intentName}
          </Text>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {proposal.source === 'chip' ? t.fromChip : t.fromOwner}
      </Text>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          radius="xl"
          leftSection={<IconCheck size={14} />}
          loading={busy === 'approval'}
          disabled={locked || busy === 'dismissal'}
          aria-label={t.approveLabel(proposal.text, proposal.intentName)}
          onClick={() => onDecide('approval')}
        >
          {t.approve}
        </Button>
        <Button
          size="xs"
          radius="xl"
          variant="default"
          leftSection={<IconX size={14} />}
          loading={busy === 'dismissal'}
          disabled={locked || busy === 'approval'}
          aria-label={t.dismissLabel(proposal.text)}
          onClick={() => onDecide('dismissal')}
        >
          {t.dismiss}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/**
 * "Para aprender": what customers asked that the bot did not answer, then picked one of its suggestions
 * for (or what the owner set aside): one tap teaches the intent those words, another dismisses them.
 */
export function ProposalsPanel({ botId }: { botId: string }) {
  const state = useQuery(proposalsQuery(botId));
  const decide = useDecideProposal(botId);
  const [sending, setSending] = useState<{ id: string; decision: ProposalDecision }>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleDecide = async (proposal: Proposal, decision: ProposalDecision) => {
    setSending({ id: proposal._id, decision });
    setErrors(({ [proposal._id]: _, ...others }) => others);
    try {
      await decide.mutateAsync({ id: proposal._id, decision });
      toast(decision === 'approval' ? t.approved(proposal.intentName) : t.dismissed, { color: 'success' });
    } catch (error) {
      setErrors((current) => ({ ...current, [proposal._id]: reasonOf(error) }));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="proposals-title">
      <Group gap="xs" wrap="nowrap">
        <IconSchool size={20} color="var(--mantine-color-grape-7)" style={{ flex: 'none' }} aria-hidden />
        <Title order={2} size="h4" id="proposals-title">
          {t.title}
        </Title>
        {state.data && state.data.proposals.length > 0 && (
          <Badge color="grape" variant="filled" circle aria-hidden>
            {state.data.proposals.length}
          </Badge>
        )}
      </Group>
      {state.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t.loading} />
        </Center>
      ) : state.isError ? (
        <Text c="red" role="alert">
          {reasonOf(state.error)}
        </Text>
      ) : state.data.proposals.length === 0 ? (
        <Paper withBorder radius="md" p="md" data-testid="proposals-empty" bg="var(--mantine-color-gray-0)">
          <Text fw={600} size="sm">
            {t.empty}
          </Text>
          <Text size="sm" c="dimmed">
            {t.emptyHint}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <Stack gap="sm" component="ul" m={0} p={0} aria-label={t.listLabel}>
            {state.data.proposals.map((proposal) => (
              <ProposalCard
                key={proposal._id}
                proposal={proposal}
                busy={sending?.id === proposal._id ? sending.decision : undefined}
                locked={!!sending && sending.id !== proposal._id}
                error={errors[proposal._id]}
                onDecide={(decision) => void handleDecide(proposal, decision)}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
