import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { InviteMemberSchema, type Member, type MemberRoleValue } from '../../../../shared/schemas/team';
import { confirmAction } from '../../../components/dialog-store';
import { EditorCard } from '../../../components/editor-card';
import { ApiError } from '../../../lib/api-client';
import { membersQuery } from '../../../lib/team-queries';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useInviteMember, useRemoveMember } from '../api/team';

const t = teamText.members;

/**
 * Who runs the bot (issue 42): the owner, the members and the invitations waiting. The owner and admins
 * invite (only the owner makes someone an admin) and remove; anyone can leave. `onLeft` runs once the
 * reader left the team (the page has nothing left to show them).
 */
export function MembersCard({
  botId,
  viewerId,
  onLeft,
}: {
  botId: string;
  viewerId: string;
  onLeft: () => void;
}) {
  const team = useQuery(membersQuery(botId)).data;
  const invite = useInviteMember(botId);
  const remove = useRemoveMember(botId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRoleValue>('agent');
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});
  if (!team) return null;
  const manages = team.role === 'owner' || team.role === 'admin';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [issue?.path[0] === 'role' ? 'role' : 'email']: issue?.message });
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast(t.invitedToast(parsed.data.email), { color: 'success' });
        setEmail('');
      },
      onError: (error) => {
        // What was typed stays, with the server's reason beside the field when it names one.
        const field = error instanceof ApiError ? error.fields?.email : undefined;
        if (field) setErrors({ email: field });
        else toastError(error);
      },
    });
  };

  const removeMember = async (member: Member) => {
    const self = member.userId === viewerId;
    const confirmed = await confirmAction({
      title: self ? t.leaveTitle : t.removeTitle(member.name ?? member.email),
      message: self ? t.leaveBody : t.removeBody,
      color: 'red',
      confirmButtonText: self ? t.confirmLeave : t.confirmRemove,
      cancelButtonText: t.cancel,
    });
    if (!confirmed) return;
    remove.mutate(member._id, {
      onSuccess: () => {
        toast(self ? t.left : t.removed, { color: 'success' });
        if (self) onLeft();
      },
      onError: toastError,
    });
  };

  const canRemove = (member: Member) =>
    member.userId === viewerId || team.role === 'owner' || (team.role === 'admin' && member.role === 'agent');

  return (
    <EditorCard title={t.heading} subtitle={t.subtitle} icon={<IconUsers size={18} />} testId="members-card">
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-testid="members"
      >
        <li>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {team.owner.name} {team.owner.userId === viewerId ? t.you : ''}
            </Text>
            <Badge variant="light">{teamText.roles.owner}</Badge>
          </Group>
        </li>
        {team.members.map((member) => (
          <li key={member._id} data-testid="member-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {member.status === 'invited' ? member.email : member.name}{' '}
                  {member.userId === viewerId ? t.you : ''}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.status === 'invited' ? t.invited : member.email}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
                <Badge variant="light" color={member.role === 'admin' ? 'indigo' : 'teal'}>
                  {teamText.roles[member.role]}
                </Badge>
                {canRemove(member) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void removeMember(member)}
                    loading={remove.isPending && remove.variables === member._id}
                  >
                    {member.userId === viewerId
                      ? t.leave
                      : member.status === 'invited'
                        ? t.withdraw
                        : t.remove}
                  </Button>
                )}
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      {manages ? (
        <form onSubmit={submit} noValidate>
          <Text fw={600} size="sm" mt="lg" mb={6}>
            {t.inviteHeading}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              label={t.email}
              placeholder={t.emailPlaceholder}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setErrors({});
              }}
              error={errors.email}
              autoComplete="off"
              style={{ flex: '1 1 220px' }}
              data-testid="invite-email"
            />
            <Select
              label={t.role}
              value={role}
              onChange={(value) => setRole((value as MemberRoleValue | null) ?? 'agent')}
              allowDeselect={false}
              error={errors.role}
              description={teamText.roleHints[role]}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={[
                { value: 'agent', label: teamText.roles.agent },
                // Only the owner makes someone an admin.
                ...(team.role === 'owner' ? [{ value: 'admin', label: teamText.roles.admin }] : []),
              ]}
              style={{ flex: '1 1 220px' }}
              data-testid="invite-role"
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button
              type="submit"
              radius="xl"
              leftSection={<IconUserPlus size={16} />}
              loading={invite.isPending}
            >
              {t.invite}
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="xs" c="dimmed" mt="md">
          {t.onlyOwnerInvites}
        </Text>
      )}
    </EditorCard>
  );
}
