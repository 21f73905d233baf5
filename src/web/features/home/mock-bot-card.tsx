import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMicrophone, IconPaperclip, IconSend } from '@tabler/icons-react';
import { msg } from '../../../shared/messages.es';
import { LogoMark } from './logo-mark';
import classes from './mock-bot-card.module.css';

const m = msg.home.mockCard;

/**
 * The static mock "bot" card of spec section 1 ("Other"): an avatar, a text area (the spec's "Hello!", in
 * Spanish like the rest of the product) and microphone, attachment and send buttons that do nothing. It
 * illustrates the hero, so it is hidden from assistive technology and kept out of the tab order.
 */
export default function MockBotCard() {
  return (
    <div className={classes.card} aria-hidden data-testid="mock-bot-card">
      <Group gap="sm" wrap="nowrap">
        <LogoMark size={44} />
        <div>
          <Text fw={700} size="sm">
            {m.name}
          </Text>
          <Text size="xs" c="dimmed">
            <span className={classes.online} />
            {m.status}
          </Text>
        </div>
      </Group>
      <div className={classes.bubble}>{m.greeting}</div>
      <div className={classes.composer}>
        <textarea className={classes.input} placeholder={m.input} readOnly tabIndex={-1} rows={1} />
        <ActionIcon component="span" variant="subtle" color="gray" radius="xl" size="lg">
          <IconMicrophone size={18} />
        </ActionIcon>
        <ActionIcon component="span" variant="subtle" color="gray" radius="xl" size="lg">
          <IconPaperclip size={18} />
        </ActionIcon>
        <ActionIcon component="span" radius="xl" size="lg">
          <IconSend size={18} />
        </ActionIcon>
      </div>
    </div>
  );
}
