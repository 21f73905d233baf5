import '../../../components/form-styles';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import type { Member, MemberUpdate } from '../../../../shared/schemas/content';
import { confirmAction } from '../../../components/dialog-store';
import { LoadMore } from '../../../components/load-more';
import { toast } from '../../../lib/toast';
import { useKeptData } from '../../../lib/use-kept-data';
import { searchTermOf } from '../admin-items';
import { membersQuery, useUpdateMember } from '../api/admin-content';
import { useRowActions } from '../use-row-actions';
import { AdminListBody } from './admin-list';
import { MemberRow, type MemberAction } from './member-row';
import classes from './admin.module.css';

const a = msg.admin;

const CHANGES: Record<MemberAction, MemberUpdate> = {
  publish: { status: 1 },
  hide: { status: 0 },
  grant: { isSuperUser: true },
  revoke: { isSuperUser: false },
};

/** Super-user changes are confirmed first: they open or close the administration to someone. */
function confirmRole(action: MemberAction, member: Member): Promise<boolean> {
  if (action === 'grant') {
    return confirmAction({ title: a.grantTitle(member.name), message: a.grantText });
  }
  if (action === 'revoke') {
    return confirmAction({ title: a.revokeTitle(member.name), message: a.revokeText, color: 'red' });
  }
  return Promise.resolve(true);
}

const DONE: Record<MemberAction, (name: string) => string> = {
  publish: a.memberNowPublished,
  hide: a.memberNowHidden,
  grant: a.granted,
  revoke: a.revoked,
};

export interface MemberListProps {
  selfId: string;
  /** Called after the signed-in super user changed their own role, so the session reloads it. */
  onSelfRoleChanged: () => void;
}

/** /dashboard/members: debounced search over name, e-mail and hero, twelve accounts a page. */
export function MemberList({ selfId, onSelfRoleChanged }: MemberListProps) {
  const update = useUpdateMember();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(searchTermOf(input), Timing.searchDebounceMs);
  // Clearing the box (or going under 3 letters) shows everyone again without waiting for the debounce.
  const term = searchTermOf(input) ? debounced : '';
  const list = useInfiniteQuery(membersQuery(term));
  const data = useKeptData(list.data, list.error, 'GET /admin/members');
  const { busy: pending, runOnRow } = useRowActions<{ id: string; action: MemberAction }>();

  const handleAction = async (action: MemberAction, member: Member) => {
    if (!(await confirmRole(action, member))) return;
    await runOnRow({ id: member._id, action }, async () => {
      const { member: saved } = await update.mutateAsync({ id: member._id, change: CHANGES[action] });
      toast(DONE[action](saved.name), { color: 'success' });
      if (saved._id === selfId && (action === 'grant' || action === 'revoke')) onSelfRoleChanged();
    });
  };

  const members = data?.pages.flatMap((page) => page.members) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const tooShort = input.trim().length > 0 && !searchTermOf(input);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        placeholder={a.searchMembers}
        aria-label={a.searchMembers}
        leftSection={
          list.isFetching && !list.isFetchingNextPage ? <Loader size={14} /> : <IconSearch size={16} />
        }
        description={tooShort ? a.searchHint : undefined}
        inputWrapperOrder={['input', 'description']}
        radius="xl"
        size="md"
        enterKeyHint="search"
      />
      <AdminListBody
        loaded={!!data}
        waitingText={a.waitingMembers}
        isEmpty={members.length === 0}
        emptyText={msg.empty.results}
      >
        <Text size="sm" c="dimmed" data-testid="members-total">
          {a.membersTotal(total)}
        </Text>
        <ul className={classes.list}>
          {members.map((member) => (
            <MemberRow
              key={member._id}
              member={member}
              isSelf={member._id === selfId}
              pending={pending?.id === member._id ? pending.action : null}
              onAction={(action, target) => void handleAction(action, target)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <LoadMore loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
        )}
      </AdminListBody>
    </Stack>
  );
}
