import { ActionIcon, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Layout } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { CategoryIcon } from './category-icon';
import { useCategoryFilter } from './use-category-filter';
import classes from './category-slider.module.css';

/** The horizontal category slider: 260 px per arrow click; an item asks before filtering. */
export function CategorySlider({
  categories,
  selected,
}: {
  categories: readonly Category[];
  selected?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const filterBy = useCategoryFilter();
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * Layout.sliderStepPx, behavior: 'smooth' });

  return (
    <nav className={classes.wrap} aria-label={msg.explore.categories}>
      <ActionIcon
        className={classes.arrow}
        variant="default"
        radius="xl"
        size="lg"
        aria-label={msg.explore.previous}
        onClick={() => scroll(-1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <div className={classes.track} ref={track} data-testid="category-slider">
        {categories.map((category) => (
          <UnstyledButton
            key={category.key}
            className={`${classes.item} ${selected === category.key ? classes.active : ''}`}
            onClick={() => void filterBy(category)}
            aria-pressed={selected === category.key}
          >
            <ThemeIcon color={category.color} variant="light" radius="xl" size={32}>
              <CategoryIcon name={category.icon} size={18} />
            </ThemeIcon>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {category.name}
            </Text>
          </UnstyledButton>
        ))}
      </div>
      <ActionIcon
        className={classes.arrow}
        variant="default"
        radius="xl"
        size="lg"
        aria-label={msg.explore.next}
        onClick={() => scroll(1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </nav>
  );
}
