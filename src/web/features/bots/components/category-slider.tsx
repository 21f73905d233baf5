import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { ScrollStrip } from '../../../components/scroll-strip';
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
  const filterBy = useCategoryFilter();

  return (
    <nav className={classes.wrap} aria-label={msg.explore.categories}>
      <ScrollStrip
        previousLabel={msg.explore.previous}
        nextLabel={msg.explore.next}
        classes={classes}
        testId="category-slider"
      >
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
      </ScrollStrip>
    </nav>
  );
}
