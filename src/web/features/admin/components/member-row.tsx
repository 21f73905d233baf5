import '../../../components/form-styles';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Avatar, Badge, Group, Menu, Paper, Switch, Text } from '@mantine/core';
import { IconDots, IconShield, IconShieldOff, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import type { Member } from '../../../../shared/schemas/content';
import { paths } from '../../../paths';
import { memberRef } from '../admin-items';
import classes from './admin.module.css';

const a = msg.admin;

export type MemberAction = 'publish' | 'hide' | 'grant' | 'revoke';

export interface MemberRowProps {
  member: Member;
  isSelf: boolean;
  /** The action on its way for this row, if any: its control shows it and the others wait. */
  pending: MemberAction | null;
  onAction: (action: MemberAction, member: Member) => void;
}

/** One account: who it is, its state in chips, a publish switch and the rest of the actions in a menu. */
export function MemberRow({ member, isSelf, pending, onAction }: MemberRowProps) {
  const published = member.status === 1;
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.row} data-testid="member-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={member.pictureUrl} radius="xl" size={44} color="indigo" alt="">
          {member.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.grow}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} className={classes.wrap}>
              {member.name}
            </Text>
            {isSelf && (
              <Badge size="sm" radius="xl" variant="outline" tt="none">
                {a.you}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {member.email}
          </Text>
          <Group gap={4} mt={6} wrap="wrap">
            <Badge size="sm" radius="xl" variant="light" color="indigo" tt="none">
              {a.botsCount(member.botsCount)}
            </Badge>
            <Badge size="sm" radius="xl" variant="light" color={published ? 'green' : 'gray'} tt="none">
              {published ? a.memberPublished : a.memberHidden}
            </Badge>
            {!member.activated && (
              <Badge size="sm" radius="xl" variant="light" color="orange" tt="none">
                {a.notActivated}
              </Badge>
            )}
            {member.isSuperUser && (
              <Badge size="sm" radius="xl" variant="filled" color="grape" tt="none">
                {a.superUser}
              </Badge>
            )}
          </Group>
        </div>
        <Group gap={4} wrap="nowrap">
          <Switch
            checked={published}
            disabled={pending !== null}
            onChange={() => onAction(published ? 'hide' : 'publish', member)}
            aria-label={`${a.memberPublished}: ${member.name}`}
            size="md"
          />
          <Menu position="bottom-end" withinPortal shadow="md" radius="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                size="lg"
                aria-label={a.actions(member.name)}
                loading={pending === 'grant' || pending === 'revoke'}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={paths.profile(memberRef(member))}
                leftSection={<IconUserCircle size={16} />}
              >
                {a.viewProfile}
              </Menu.Item>
              {member.isSuperUser ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconShieldOff size={16} />}
                  disabled={pending !== null}
                  onClick={() => onAction('revoke', member)}
                >
                  {a.revokeSuper}
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconShield size={16} />}
                  disabled={pending !== null}
                  onClick={() => onAction('grant', member)}
                >
                  {a.grantSuper}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
