import { Badge, UnstyledButton } from '@mantine/core';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { CategoryIcon } from './category-icon';
import { useCategoryFilter } from './use-category-filter';

/** A bot's category with its icon; a click asks to filter the directory by it. */
export function CategoryBadge({
  categoryKey,
  categories,
  size = 'sm',
}: {
  categoryKey: string;
  categories: readonly Category[] | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const filterBy = useCategoryFilter();
  const category = categories?.find((c) => c.key === categoryKey);
  const name = category?.name ?? msg.botCard.otherCategory;
  const color = category?.color ?? 'gray';
  const badge = (
    <Badge
      color={color}
      variant="light"
      size={size}
      leftSection={<CategoryIcon name={category?.icon} size={size === 'sm' ? 13 : 15} />}
      style={{
        cursor: category ? 'pointer' : undefined,
        textTransform: 'none',
        // The light variant's text (shade 9) is too pale on yellow, lime or orange for small bold print:
        // darkened, it keeps the category's hue and reaches WCAG AA on its tint.
        color: `color-mix(in srgb, var(--mantine-color-${color}-9), #000 35%)`,
      }}
    >
      {name}
    </Badge>
  );
  if (!category) return badge;
  return (
    <UnstyledButton
      onClick={() => void filterBy(category)}
      aria-label={name}
      data-testid="category-badge"
      style={{ display: 'inline-flex', maxWidth: '100%' }}
    >
      {badge}
    </UnstyledButton>
  );
}
