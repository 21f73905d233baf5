import '../../../components/overlay-styles';
import '../../../components/form-styles';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconMapPin, IconMapPinOff, IconMapPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { FLAG_COUNTRIES, findFlagCountry } from '../../../../shared/countries';
import { msg } from '../../../../shared/messages.es';
import { BotLimits } from '../../../../shared/schemas/bots';
import { appConfig } from '../../../lib/app-config';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { citiesQuery, provincesQuery } from '../api/places';
import {
  composeAddress,
  geocoderSearchUrl,
  locationProblems,
  NO_LOCATION,
  pickerInputFromNominatim,
  type BotLocation,
  type LocationPickerInput,
  type NominatimPlace,
} from '../location-address';
import { PickerMap } from './maps';

const l = msg.location;

interface FoundPlace {
  key: string;
  label: string;
  input: LocationPickerInput;
}

/** Nominatim's place search, on request only (its usage policy forbids searching on every key stroke). */
function PlaceSearch({
  geocoderUrl,
  onPick,
}: {
  geocoderUrl: string;
  onPick: (input: LocationPickerInput) => void;
}) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'busy' } | { status: 'done'; places: FoundPlace[] } | { status: 'failed' }
  >({ status: 'idle' });

  const search = async () => {
    const text = query.trim();
    if (text.length < Timing.searchMinChars) return;
    setState({ status: 'busy' });
    try {
      const response = await fetch(geocoderSearchUrl(geocoderUrl, text), {
        headers: { Accept: 'application/json', 'Accept-Language': 'es' },
      });
      if (!response.ok) throw new Error(`geocoder ${response.status}`);
      const results = (await response.json()) as NominatimPlace[];
      const places = results.flatMap((place, index) => {
        const input = pickerInputFromNominatim(place);
        return input ? [{ key: String(place.place_id ?? index), label: place.display_name, input }] : [];
      });
      setState({ status: 'done', places });
    } catch (error) {
      console.error('geocoder', error);
      setState({ status: 'failed' });
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={l.search}
        placeholder={l.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        leftSection={state.status === 'busy' ? <Loader size={14} /> : <IconSearch size={16} />}
        rightSectionWidth={110}
        rightSection={
          <Button size="compact-sm" variant="light" onClick={() => void search()} mr={4}>
            {l.searchButton}
          </Button>
        }
      />
      {state.status === 'failed' && (
        <Text size="sm" c="orange.8">
          {l.searchFailed}
        </Text>
      )}
      {state.status === 'done' && state.places.length === 0 && (
        <Text size="sm" c="dimmed">
          {l.noResults}
        </Text>
      )}
      {state.status === 'done' && state.places.length > 0 && (
        <Stack gap={4}>
          {state.places.map((place) => (
            <UnstyledButton
              key={place.key}
              onClick={() => {
                onPick(place.input);
                setState({ status: 'idle' });
              }}
              p="xs"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={16} style={{ flex: 'none' }} />
                <Text size="sm" lineClamp={2}>
                  {place.label}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface LocationDialogProps {
  initial: BotLocation;
  onApply: (location: BotLocation) => void;
  onClose: () => void;
}

/** The location dialog (spec section 2): place search, a map, the address and its place names. */
export default function LocationDialog({ initial, onApply, onClose }: LocationDialogProps) {
  const isMobile = useIsMobile();
  const { geocoderUrl } = appConfig().maps;
  const [draft, setDraft] = useState<BotLocation>(initial);
  const [checked, setChecked] = useState(false);
  const [country] = useDebouncedValue(draft.country?.trim() || undefined, Timing.searchDebounceMs);
  const [province] = useDebouncedValue(draft.province?.trim() || undefined, Timing.searchDebounceMs);
  const provinces = useQuery(provincesQuery(country));
  const cities = useQuery(citiesQuery(country, province));

  const problems = checked ? locationProblems(draft) : {};
  const hasSomething =
    !!initial.locationAddress || initial.locationLatitude != null || initial.locationLongitude != null;
  const point =
    draft.locationLatitude != null && draft.locationLongitude != null
      ? { latitude: draft.locationLatitude, longitude: draft.locationLongitude }
      : null;
  const flag = draft.country ? findFlagCountry(draft.country)?.flag : undefined;
  const addressLength = (draft.locationAddress ?? '').trim().length;

  const set = (patch: Partial<BotLocation>) => setDraft((current) => ({ ...current, ...patch }));

  const handlePlace = (input: LocationPickerInput) => {
    const flagged = input.country ? findFlagCountry(input.country) : undefined;
    set({
      locationAddress: composeAddress(input),
      locationLatitude: input.latitude,
      locationLongitude: input.longitude,
      country: flagged?.name ?? input.country ?? null,
      province: input.administrative_area_level_1 ?? null,
      city: input.locality ?? null,
    });
  };

  const handleAdd = () => {
    setChecked(true);
    if (Object.keys(locationProblems(draft)).length > 0) return;
    const clean = (value: string | null) => value?.trim() || null;
    onApply({
      ...draft,
      locationAddress: clean(draft.locationAddress),
      country: clean(draft.country),
      province: clean(draft.province),
      city: clean(draft.city),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      fullScreen={isMobile}
      title={
        <Group gap="xs">
          <IconMapPin size={20} />
          <Text fw={700}>{l.title}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        {geocoderUrl && <PlaceSearch geocoderUrl={geocoderUrl} onPick={handlePlace} />}
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {l.mapHint}
          </Text>
          <PickerMap
            value={point}
            onPick={({ latitude, longitude }) =>
              set({ locationLatitude: latitude, locationLongitude: longitude })
            }
            height={isMobile ? 260 : 320}
          />
          {problems.coordinates && (
            <Text size="sm" c="red" role="alert">
              {problems.coordinates}
            </Text>
          )}
        </Stack>
        <Textarea
          label={l.address}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          value={draft.locationAddress ?? ''}
          onChange={(event) => set({ locationAddress: event.currentTarget.value })}
          error={problems.address}
          description={
            addressLength < BotLimits.addressMin ? `${addressLength}/${BotLimits.addressMin}` : undefined
          }
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Autocomplete
            label={msg.explore.country}
            value={draft.country ?? ''}
            onChange={(value) => set({ country: value, province: null, city: null })}
            data={FLAG_COUNTRIES.map((c) => c.name)}
            leftSection={flag}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden>{findFlagCountry(option.value)?.flag}</span>
                <span>{option.value}</span>
              </Group>
            )}
            maxLength={BotLimits.placeMax}
          />
          <Autocomplete
            label={msg.explore.province}
            value={draft.province ?? ''}
            onChange={(value) => set({ province: value, city: null })}
            data={(provinces.data?.places ?? []).map((p) => p.name)}
            maxLength={BotLimits.placeMax}
          />
          <Autocomplete
            label={msg.explore.city}
            value={draft.city ?? ''}
            onChange={(value) => set({ city: value })}
            data={(cities.data?.places ?? []).map((p) => p.name)}
            maxLength={BotLimits.placeMax}
          />
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">{msg.bot.locationNote}</Text>
        </Alert>
        <Group justify="space-between">
          {hasSomething ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconMapPinOff size={18} />}
              onClick={() => onApply(NO_LOCATION)}
            >
              {l.remove}
            </Button>
          ) : (
            <span />
          )}
          <Button leftSection={<IconMapPlus size={18} />} onClick={handleAdd}>
            {l.add}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
