import { Affix, Button } from '@mantine/core';
import { IconBulb, IconMessageCircle } from '@tabler/icons-react';
import { msg } from '../../shared/messages.es';
import { showInfo } from '../components/dialog-store';

// The tip card and the chat dialog arrive with the chat engine; until then both say so honestly.
const showComingSoon = () =>
  showInfo({ title: msg.construction.title, description: msg.floating.comingSoon });

export function FloatingButtons() {
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }}>
        <Button
          radius="xl"
          variant="white"
          color="indigo"
          leftSection={<IconBulb size={18} />}
          onClick={showComingSoon}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {msg.floating.tips}
        </Button>
      </Affix>
      <Affix position={{ bottom: 16, right: 16 }}>
        <Button
          radius="xl"
          leftSection={<IconMessageCircle size={18} />}
          onClick={showComingSoon}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {msg.floating.chat}
        </Button>
      </Affix>
    </>
  );
}
