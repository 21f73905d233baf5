import { Button, Group } from '@mantine/core';
import { IconBrandInstagram, IconBrandWhatsapp, IconMail, IconWorld } from '@tabler/icons-react';
import { instagramUrl, websiteLabel } from '../../../../shared/contact';
import { msg } from '../../../../shared/messages.es';
import { whatsappUrl } from '../../../../shared/whatsapp';

export interface PublishedContact {
  contactPhone: string | null;
  contactEmail: string | null;
  contactWebsite?: string | null;
  contactInstagram?: string | null;
}

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

/** Links to other sites: opened apart, and not vouched for by the platform (the owner wrote them). */
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/**
 * The owner's published contact as buttons: WhatsApp (wa.me), e-mail, website and Instagram; nothing when
 * none was published.
 */
export function ContactButtons({ contacts }: { contacts: PublishedContact[] }) {
  const phones = distinct(contacts.map((c) => c.contactPhone));
  const emails = distinct(contacts.map((c) => c.contactEmail));
  const websites = distinct(contacts.map((c) => c.contactWebsite));
  const instagrams = distinct(contacts.map((c) => c.contactInstagram));
  if (!phones.length && !emails.length && !websites.length && !instagrams.length) return null;
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
      {websites.map((url) => (
        <Button
          key={url}
          component="a"
          href={url}
          {...OUTSIDE}
          radius="xl"
          variant="light"
          leftSection={<IconWorld size={18} />}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {msg.botPage.website(websiteLabel(url))}
        </Button>
      ))}
      {instagrams.map((handle) => (
        <Button
          key={handle}
          component="a"
          href={instagramUrl(handle)}
          {...OUTSIDE}
          radius="xl"
          variant="light"
          color="pink"
          leftSection={<IconBrandInstagram size={18} />}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {msg.botPage.instagram(handle)}
        </Button>
      ))}
    </Group>
  );
}
