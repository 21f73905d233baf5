import { Badge, UnstyledButton } from '@mantine/core';
import { DEFAULT_CATEGORY_NAME } from '../../../../shared/categories';
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
  const name = category?.name ?? DEFAULT_CATEGORY_NAME;
  const badge = (
    <Badge
      color={category?.color ?? 'gray'}
      variant="light"
      size={size}
      leftSection={<CategoryIcon name={category?.icon} size={size === 'sm' ? 13 : 15} />}
      style={{ cursor: category ? 'pointer' : undefined, textTransform: 'none' }}
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
