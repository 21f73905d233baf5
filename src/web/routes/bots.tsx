import {
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMap, IconMapOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Link,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { businessTypeOf } from '../../shared/business-types';
import { Layout } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { directoryQuery, mapBotsQuery } from '../features/bots/api/get-bots';
import { categoriesQuery, countriesQuery } from '../features/bots/api/places';
import { BotGrid, EmptyBots } from '../features/bots/components/bot-grid';
import { BotSearcher } from '../features/bots/components/bot-searcher';
import { CategoryIcon } from '../features/bots/components/category-icon';
import { CategorySlider } from '../features/bots/components/category-slider';
import { LazyBotsMap } from '../features/bots/components/lazy-maps';
import {
  DIRECTORY_PARAMS,
  directoryFiltersOf,
  extraFilterCount,
  withFilter,
  type DirectoryFilters,
  type DirectoryParam,
} from '../features/bots/directory-query';
import { isDirectorySort } from '../../shared/directory-url';
import { queryClient } from '../lib/query-client';
import { useKeptData } from '../lib/use-kept-data';
import { useSession } from '../lib/session-store';
import { paths } from '../paths';
import classes from './bots.module.css';

/**
 * The first page of results and the categories are in before the page draws: the server's first view stays
 * until the real directory replaces it, in one render instead of a spinner and then a second, longer one on
 * a slow phone. A failed request is left to the page, which shows it and retries.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = directoryFiltersOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureInfiniteQueryData(directoryQuery(filters)),
  ]).catch(() => undefined);
  return null;
}

/**
 * Only arriving at /bots waits for the loader. A new search or filter on the page keeps the results on
 * screen while the next ones load (placeholderData), rather than holding the navigation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const FilterDialog = lazy(() => import('../features/bots/components/filter-dialog'));
const e = msg.explore;

/**
 * "Mejor calificados" and "Más nuevos"; while searching, "Relevancia" too (the order with no sort
 * chosen), so that the control always says how the list is ordered. Plain buttons in a pill: a sliding
 * indicator measured before the route's styles arrived was drawn off its label.
 */
function SortControl({
  filters,
  onSort,
}: {
  filters: DirectoryFilters;
  onSort: (next: DirectoryFilters) => void;
}) {
  const searching = !!filters.q;
  const value = filters.sort ?? (searching ? 'relevance' : 'rating');
  const options = [
    ...(searching ? [{ value: 'relevance', label: e.sortRelevance }] : []),
    { value: 'rating', label: e.sortRating },
    { value: 'recent', label: e.sortRecent },
  ];
  return (
    <div role="group" aria-label={e.sortLabel} className={classes.sort} data-testid="directory-sort">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-pressed={active}
            className={classes.sortOption}
            onClick={() => {
              if (active) return;
              const { sort: _previous, ...rest } = filters;
              onSort(isDirectorySort(option.value) ? { ...rest, sort: option.value } : rest);
            }}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Badge
      size="lg"
      radius="xl"
      variant="light"
      style={{ textTransform: 'none' }}
      rightSection={
        <CloseButton size="xs" radius="xl" aria-label={`${e.removeFilter}: ${label}`} onClick={onRemove} />
      }
    >
      {label}
    </Badge>
  );
}

/** /bots: the directory (spec section 2, "Explore / directory screen"). */
export default function ExplorePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => directoryFiltersOf(searchParams), [searchParams]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);

  const categories = useQuery(categoriesQuery()).data?.categories;
  const countries = useQuery({ ...countriesQuery(), enabled: !!filters.country }).data?.countries;
  const list = useInfiniteQuery(directoryQuery(filters));
  const data = useKeptData(list.data, list.error, 'GET /bots');
  const mapBots = useQuery({ ...mapBotsQuery(filters), enabled: mapOpen });
  const mapData = useKeptData(mapBots.data, mapBots.error, 'GET /bots (map)');

  const bots = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) =>
      page.bots.filter((bot) => !seen.has(bot._id) && seen.add(bot._id)),
    );
  }, [data]);
  const total = data?.pages[0]?.total ?? 0;
  const category = categories?.find((c) => c.key === filters.cat);
  const waiting = list.isFetching && !list.isFetchingNextPage;

  const go = (next: DirectoryFilters, replace = false) =>
    void navigate(paths.explore(next), { replace, preventScrollReset: true });
  const remove = (key: DirectoryParam) => go(withFilter(filters, key, undefined));

  const handleSearch = (term: string, { clear }: { clear: boolean }) =>
    // Typing refines the term in place; a first term and a cleared search are new history entries.
    go(withFilter(filters, 'q', term), !clear && !!filters.q);

  const flag = countries?.find((c) => c.name === filters.country)?.flag;
  const signedIn = useSession().status === 'authenticated';
  const filtered = DIRECTORY_PARAMS.some((key) => !!filters[key]);
  const noResults = !!data && total === 0;
  // An empty result is not a dead end: the filters can go, and an owner can be the first of their kind.
  const emptyResult = (
    <EmptyBots term={filters.q}>
      {(filtered || signedIn) && (
        <Group gap="sm" justify="center">
          {filtered && (
            <Button variant="light" radius="xl" onClick={() => go({ sort: filters.sort })}>
              {e.removeAllFilters}
            </Button>
          )}
          {signedIn && (
            <Button component={Link} to={paths.newBot()} radius="xl">
              {e.createFirst}
            </Button>
          )}
        </Group>
      )}
    </EmptyBots>
  );

  return (
    <>
      <PageHeader title={msg.pages.explore} description={e.subtitle}>
        <Stack gap="xs" mt="lg" maw={760}>
          <BotSearcher
            term={filters.q ?? ''}
            onSearch={handleSearch}
            searching={waiting && !!data}
            onOpenFilters={() => setFiltersOpen(true)}
            filterCount={extraFilterCount(filters)}
          />
        </Stack>
      </PageHeader>

      <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {categories && <CategorySlider categories={categories} selected={filters.cat} />}

          {category && (
            <Paper withBorder radius="lg" p="md" data-testid="selected-category">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={48} radius="xl" variant="light" color={category.color}>
                  <CategoryIcon name={category.icon} size={26} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {e.category}
                  </Text>
                  <Title order={2} fz="lg">
                    {category.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {category.intro}
                  </Text>
                </Stack>
                <CloseButton
                  aria-label={`${e.removeFilter}: ${category.name}`}
                  onClick={() => remove('cat')}
                />
              </Group>
            </Paper>
          )}

          {(filters.q ||
            filters.tipo ||
            filters.tags ||
            filters.country ||
            filters.province ||
            filters.city) && (
            <Group gap="xs" data-testid="applied-filters">
              {filters.q && (
                <FilterChip label={`${e.appliedFilter}: ${filters.q}`} onRemove={() => remove('q')} />
              )}
              {filters.tipo && (
                <FilterChip
                  label={`${e.businessType}: ${businessTypeOf(filters.tipo)?.name ?? filters.tipo}`}
                  onRemove={() => remove('tipo')}
                />
              )}
              {filters.tags && <FilterChip label={`#${filters.tags}`} onRemove={() => remove('tags')} />}
              {filters.country && (
                <FilterChip
                  label={`${flag ? `${flag} ` : ''}${filters.country}`}
                  onRemove={() => remove('country')}
                />
              )}
              {filters.province && (
                <FilterChip label={filters.province} onRemove={() => remove('province')} />
              )}
              {filters.city && <FilterChip label={filters.city} onRemove={() => remove('city')} />}
            </Group>
          )}

          <div className={classes.toolbar}>
            <div className={classes.count}>
              {waiting ? (
                <Group gap="xs" aria-live="polite">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {e.waiting}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {data ? e.results(total) : ''}
                </Text>
              )}
            </div>
            <Button
              className={classes.open}
              // Filled dark green when on, the plain outlined button when off: both readable (axe contrast).
              variant={filters.abierto ? 'filled' : 'default'}
              color="green.9"
              radius="xl"
              size="xs"
              leftSection={<IconClock size={16} />}
              onClick={() => go(withFilter(filters, 'abierto', filters.abierto ? undefined : 'true'))}
              aria-pressed={!!filters.abierto}
              data-testid="open-now-filter"
            >
              {msg.agenda.openNowFilter}
            </Button>
            {!noResults && (
              <>
                <SortControl filters={filters} onSort={(next) => go(next, true)} />
                <Button
                  className={classes.map}
                  variant={mapOpen ? 'filled' : 'light'}
                  radius="xl"
                  size="xs"
                  leftSection={mapOpen ? <IconMapOff size={16} /> : <IconMap size={16} />}
                  onClick={() => setMapOpen(!mapOpen)}
                  aria-pressed={mapOpen}
                >
                  {mapOpen ? e.hideMap : e.map}
                </Button>
              </>
            )}
          </div>

          {mapOpen && !noResults && (
            <section aria-label={e.map}>
              {mapData ? <LazyBotsMap bots={mapData.bots} height={Layout.mapHeightPx} /> : <PageLoader />}
            </section>
          )}

          {data ? (
            <BotGrid
              bots={bots}
              categories={categories}
              hasNextPage={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              empty={emptyResult}
              autoLoad
            />
          ) : list.isError ? (
            emptyResult
          ) : (
            <PageLoader text={e.waiting} />
          )}
        </Stack>
      </Container>

      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterDialog
            filters={filters}
            categories={categories}
            onClose={() => setFiltersOpen(false)}
            onApply={(next) => {
              setFiltersOpen(false);
              go(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
