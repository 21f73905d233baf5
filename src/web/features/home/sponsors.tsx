import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { msg } from '../../../shared/messages.es';
import { MEDIA_ICONS, type MediaKey } from './media-icons';
import classes from './home-sections.module.css';

/** The Sponsor record of spec section 3. */
export interface Sponsor {
  name: string;
  url: string;
  description: string;
  mediaKey: MediaKey;
}

/** The sponsors list: each links out in a new tab without handing over this page (noopener noreferrer). */
export function SponsorList({ sponsors }: { sponsors: readonly Sponsor[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="ul" className={classes.list}>
      {sponsors.map((sponsor) => {
        const Icon = MEDIA_ICONS[sponsor.mediaKey];
        return (
          <li key={sponsor.name}>
            <a
              href={sponsor.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.sponsor}
              // The link is named by its text (name and description); the tooltip says where it goes.
              title={msg.home.visitSponsor(sponsor.name)}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" variant="light" color="gray">
                  <Icon size={20} />
                </ThemeIcon>
                <Text fw={700} style={{ flex: 1 }}>
                  {sponsor.name}
                </Text>
                <IconExternalLink size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              </Group>
              <Text size="sm" c="dimmed" mt="xs">
                {sponsor.description}
              </Text>
            </a>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
