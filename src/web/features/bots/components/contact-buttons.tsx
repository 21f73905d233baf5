import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { msg } from '../../../../shared/messages.es';
import { whatsappUrl } from '../../../../shared/whatsapp';

export interface PublishedContact {
  contactPhone: string | null;
  contactEmail: string | null;
}

/** The owner's published contact as buttons: WhatsApp (wa.me) and e-mail; nothing when none was published. */
export function ContactButtons({ contacts }: { contacts: PublishedContact[] }) {
  const phones = [...new Set(contacts.map((c) => c.contactPhone).filter((p): p is string => !!p))];
  const emails = [...new Set(contacts.map((c) => c.contactEmail).filter((e): e is string => !!e))];
  if (!phones.length && !emails.length) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {phones.map((phone) => (
        <Button
          key={phone}
          component="a"
          href={whatsappUrl(phone)}
          target="_blank"
          rel="noopener noreferrer"
          radius="xl"
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} />}
        >
          {msg.botPage.whatsapp(phone)}
        </Button>
      ))}
      {emails.map((email) => (
        <Button
          key={email}
          component="a"
          href={`mailto:${email}`}
          radius="xl"
          variant="light"
          leftSection={<IconMail size={18} />}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {msg.botPage.email(email)}
        </Button>
      ))}
    </Group>
  );
}
