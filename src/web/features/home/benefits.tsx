import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { MEDIA_ICONS, type MediaKey } from './media-icons';
import classes from './home-sections.module.css';

/** The Benefit record of spec section 3. */
export interface Benefit {
  title: string;
  description: string;
  mediaKey: MediaKey;
}

/** The benefits list (spec section 2, shared widgets). */
export function BenefitList({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" component="ul" className={classes.list}>
      {benefits.map((benefit) => {
        const Icon = MEDIA_ICONS[benefit.mediaKey];
        return (
          <li key={benefit.title} className={classes.benefit}>
            <ThemeIcon size={44} radius="md" variant="light" color="indigo">
              <Icon size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{benefit.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {benefit.description}
              </Text>
            </div>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
