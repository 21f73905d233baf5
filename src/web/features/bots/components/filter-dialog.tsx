import '../../../components/overlay-styles';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS_TYPES, businessTypeOf } from '../../../../shared/business-types';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { citiesQuery, countriesQuery, provincesQuery } from '../api/places';
import { withFilter, type DirectoryFilters } from '../directory-query';

const e = msg.explore;

export interface FilterDialogProps {
  filters: DirectoryFilters;
  categories: readonly Category[] | undefined;
  onApply: (filters: DirectoryFilters) => void;
  onClose: () => void;
}

/** "Más criterios de búsqueda": category, type of business, country (with its flag), province and city. */
export default function FilterDialog({ filters, categories, onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState<DirectoryFilters>(filters);
  const countries = useQuery(countriesQuery());
  const provinces = useQuery(provincesQuery(draft.country));
  const cities = useQuery(citiesQuery(draft.country, draft.province));

  const countryList = countries.data?.countries ?? [];
  // A country in the URL that no published bot uses any more still shows as chosen.
  const countryData = countryList.map((c) => ({ value: c.name, label: c.name }));
  if (draft.country && !countryList.some((c) => c.name === draft.country)) {
    countryData.unshift({ value: draft.country, label: draft.country });
  }
  const flagOf = (name: string | undefined) => countryList.find((c) => c.name === name)?.flag ?? '';
  const placeData = (places: { name: string }[] | undefined, chosen: string | undefined) => {
    const names = (places ?? []).map((p) => p.name);
    return chosen && !names.includes(chosen) ? [chosen, ...names] : names;
  };
  const cityNames = placeData(cities.data?.places, draft.city);

  const set = (key: 'cat' | 'country' | 'province' | 'city', value: string | null) =>
    setDraft((current) => withFilter(current, key, value ?? undefined));
  // A type belongs to one category: choosing it chooses its category too.
  const setType = (value: string | null) =>
    setDraft((current) => {
      const type = businessTypeOf(value);
      if (!type) return withFilter(current, 'tipo', undefined);
      return withFilter(withFilter(current, 'cat', type.categoryKey), 'tipo', type.key);
    });

  // The chosen category's types, else every type under its category's name.
  const categoryName = (key: string) => categories?.find((c) => c.key === key)?.name ?? key;
  const typeData = draft.cat
    ? BUSINESS_TYPES.filter((type) => type.categoryKey === draft.cat).map((type) => ({
        value: type.key,
        label: type.name,
      }))
    : [...new Set(BUSINESS_TYPES.map((type) => type.categoryKey))].map((key) => ({
        group: categoryName(key),
        items: BUSINESS_TYPES.filter((type) => type.categoryKey === key).map((type) => ({
          value: type.key,
          label: type.name,
        })),
      }));

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={
        <Group gap="xs">
          <IconFilter size={20} />
          <Text fw={700}>{e.filters}</Text>
        </Group>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <Stack gap="md">
          <Select
            label={e.category}
            placeholder={e.anyCategory}
            data={(categories ?? []).map((c) => ({ value: c.key, label: c.name }))}
            value={draft.cat ?? null}
            onChange={(value) => set('cat', value)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={e.businessType}
            placeholder={e.anyBusinessType}
            data={typeData}
            value={businessTypeOf(draft.tipo)?.key ?? null}
            onChange={setType}
            clearable
            searchable
            nothingFoundMessage={msg.empty.results}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={e.country}
            placeholder={e.any}
            data={countryData}
            value={draft.country ?? null}
            onChange={(value) => set('country', value)}
            leftSection={flagOf(draft.country) || undefined}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden>{flagOf(option.value) || '🌎'}</span>
                <span>{option.label}</span>
              </Group>
            )}
            clearable
            searchable
            nothingFoundMessage={msg.empty.results}
          />
          {draft.country && (
            <Select
              label={e.province}
              placeholder={e.any}
              data={placeData(provinces.data?.places, draft.province)}
              value={draft.province ?? null}
              onChange={(value) => set('province', value)}
              clearable
              searchable
              nothingFoundMessage={msg.empty.results}
            />
          )}
          {draft.country && cityNames.length > 0 && (
            <Select
              label={e.city}
              placeholder={e.any}
              data={cityNames}
              value={draft.city ?? null}
              onChange={(value) => set('city', value)}
              clearable
              searchable
            />
          )}
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              color="gray"
              onClick={() =>
                setDraft({ ...(draft.q && { q: draft.q }), ...(draft.tags && { tags: draft.tags }) })
              }
            >
              {e.clearFilters}
            </Button>
            <Button type="submit" leftSection={<IconFilter size={16} />}>
              {e.filter}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
