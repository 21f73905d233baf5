import { Menu, Button, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import type { CannedReply } from '../../../../shared/schemas/team';
import { teamText } from '../../../../shared/messages/team-screens.es';
import classes from './insights.module.css';

const t = teamText.canned;

/** The shortcut being typed: the whole box is "/" and letters ("/hor"), or null. */
export function typedShortcut(text: string): string | null {
  const match = /^\/([\p{L}\d-]*)$/u.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/** The saved answers whose shortcut starts with what was typed, at most five. */
export function matchingReplies(replies: CannedReply[], typed: string | null): CannedReply[] {
  if (typed === null) return [];
  return replies.filter((reply) => reply.shortcut.startsWith(typed)).slice(0, 5);
}

/**
 * The saved answers matching a "/atajo" being typed, under the reply box: the arrows move, Enter or Tab
 * inserts (the box handles the keys and says which is active), a tap inserts.
 */
export function CannedSuggestions({
  id,
  replies,
  active,
  onPick,
}: {
  id: string;
  replies: CannedReply[];
  active: number;
  onPick: (reply: CannedReply) => void;
}) {
  if (!replies.length) return null;
  return (
    <Paper withBorder radius="md" p={4} mt={4} role="listbox" id={id} aria-label={t.suggestions}>
      {replies.map((reply, index) => (
        <UnstyledButton
          key={reply._id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={classes.suggestion}
          data-active={index === active || undefined}
          // Keeps the focus in the box: the click must not blur it before the pick.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(reply)}
          data-testid="canned-suggestion"
        >
          <Text size="sm" fw={600} span>
            /{reply.shortcut}
          </Text>{' '}
          <Text size="sm" c="dimmed" span lineClamp={1}>
            {reply.text}
          </Text>
        </UnstyledButton>
      ))}
    </Paper>
  );
}

/** Every saved answer, from a button beside "Responder": how a phone finds them without typing "/". */
export function CannedMenu({
  replies,
  disabled,
  onPick,
}: {
  replies: CannedReply[];
  disabled: boolean;
  onPick: (reply: CannedReply) => void;
}) {
  return (
    <Menu position="top-start" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Button
          variant="default"
          radius="xl"
          size="sm"
          disabled={disabled}
          leftSection={<IconBookmark size={16} />}
          title={t.insert}
          style={{ flex: 'none' }}
          data-testid="canned-menu"
        >
          {t.insertMenu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {replies.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {t.noneYet}
          </Text>
        ) : (
          replies.map((reply) => (
            <Menu.Item key={reply._id} onClick={() => onPick(reply)}>
              <Text size="sm" fw={600}>
                /{reply.shortcut}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {reply.text}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
