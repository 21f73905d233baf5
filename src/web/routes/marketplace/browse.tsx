import '../../components/form-styles';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Chip.css';
import {
  Button,
  Chip,
  CloseButton,
  Container,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMapPin, IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Timing } from '../../../shared/constants';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import { PUBLICATION_TYPES, type PublicationType } from '../../../shared/schemas/marketplace';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { publicationsQuery, type MarketplaceFilters } from '../../features/marketplace/api/marketplace';
import { EmptyState, PublicationGrid } from '../../features/marketplace/components/publication-grid';
import { MARKET_COUNTRIES } from '../../features/marketplace/places';
import { useKeptData } from '../../lib/use-kept-data';
import { paths } from '../../paths';

const t = marketplaceText.browse;

function filtersOf(params: URLSearchParams): MarketplaceFilters {
  const typed = params.get('typed');
  return {
    term: params.get('q')?.trim() || undefined,
    typed: PUBLICATION_TYPES.includes(typed as PublicationType) ? (typed as PublicationType) : undefined,
    country: params.get('country')?.trim() || undefined,
    city: params.get('city')?.trim() || undefined,
  };
}

/** A text box that reports what was typed 500 ms after the last key (spec section 9, searchDebounceMs). */
function DebouncedInput({
  value,
  onChange,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  leftSection?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  type?: string;
}) {
  const [text, setText] = useState(value);
  // The URL may change elsewhere ("Quitar filtros", history): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const report = useDebouncedCallback((next: string) => onChange(next.trim()), Timing.searchDebounceMs);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          report.cancel();
          onChange(text.trim());
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t.clearFilters}
            onClick={() => {
              report.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : undefined
      }
    />
  );
}

/** /marketplace: browse and search listings (term, type, country, city), six at a time. */
export default function MarketplacePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersOf(searchParams), [searchParams]);
  const list = useInfiniteQuery(publicationsQuery(filters));
  const data = useKeptData(list.data, list.error, 'GET /publications');
  const publications = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) =>
      page.publications.filter((p) => !seen.has(p._id) && seen.add(p._id)),
    );
  }, [data]);
  const total = data?.pages[0]?.total ?? 0;
  const searching = list.isFetching && !list.isFetchingNextPage && !!data;

  const go = (next: MarketplaceFilters) =>
    void navigate(
      paths.marketplace({ q: next.term, typed: next.typed, country: next.country, city: next.city }),
      { replace: true, preventScrollReset: true },
    );
  const hasFilters = !!(filters.term || filters.typed || filters.country || filters.city);

  return (
    <>
      <PageHeader title={t.title} description={t.subtitle}>
        <Stack gap="sm" mt="md" maw={760}>
          <Group gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }} role="search">
              <DebouncedInput
                aria-label={t.searchLabel}
                placeholder={t.searchPlaceholder}
                type="search"
                size="md"
                leftSection={searching ? <Loader size={16} /> : <IconSearch size={18} />}
                value={filters.term ?? ''}
                onChange={(term) => go({ ...filters, term: term || undefined })}
              />
            </div>
            <Button
              component={Link}
              to={paths.newPublication()}
              size="md"
              radius="xl"
              leftSection={<IconPlus size={18} />}
              style={{ flex: 'none' }}
            >
              {t.sell}
            </Button>
          </Group>
        </Stack>
      </PageHeader>

      <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="xs" justify="space-between" align="flex-end">
            <Chip.Group
              multiple={false}
              value={filters.typed ?? 'all'}
              onChange={(value) =>
                go({ ...filters, typed: value === 'all' ? undefined : (value as PublicationType) })
              }
            >
              <Group gap={6} role="radiogroup" aria-label={t.filters}>
                <Chip value="all" radius="xl">
                  {t.all}
                </Chip>
                <Chip value="product" radius="xl">
                  {t.products}
                </Chip>
                <Chip value="service" radius="xl">
                  {t.services}
                </Chip>
              </Group>
            </Chip.Group>
            <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 320px', maxWidth: 460 }}>
              <NativeSelect
                aria-label={t.country}
                style={{ flex: 1, minWidth: 0 }}
                value={filters.country ?? ''}
                onChange={(event) => go({ ...filters, country: event.currentTarget.value || undefined })}
                data={[
                  { value: '', label: t.anyCountry },
                  ...MARKET_COUNTRIES.map((c) => ({ value: c, label: c })),
                  // A country typed by hand in a shared link stays selectable.
                  ...(filters.country && !(MARKET_COUNTRIES as readonly string[]).includes(filters.country)
                    ? [{ value: filters.country, label: filters.country }]
                    : []),
                ]}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <DebouncedInput
                  aria-label={t.city}
                  placeholder={t.city}
                  leftSection={<IconMapPin size={16} />}
                  value={filters.city ?? ''}
                  onChange={(city) => go({ ...filters, city: city || undefined })}
                />
              </div>
            </Group>
          </Group>

          {data && (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="market-total">
                {t.results(total)}
              </Text>
              {hasFilters && (
                <Button variant="subtle" size="compact-sm" onClick={() => go({})}>
                  {t.clearFilters}
                </Button>
              )}
            </Group>
          )}

          {!data ? (
            list.isError ? (
              <EmptyState title={t.empty} hint={t.emptyHint} />
            ) : (
              <PageLoader text={t.loading} />
            )
          ) : (
            <PublicationGrid
              publications={publications}
              hasNextPage={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              empty={<EmptyState title={t.empty} hint={t.emptyHint} />}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
