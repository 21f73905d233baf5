import '../../../components/overlay-styles';
import '../../../components/form-styles';
import {
  Alert,
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
import { useCallback, useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { FLAG_COUNTRIES, findFlagCountry } from '../../../../shared/countries';
import { msg } from '../../../../shared/messages.es';
import { BotLimits } from '../../../../shared/schemas/bots';
import type { FoundPlace } from '../../../../shared/schemas/places';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { appConfig } from '../../../lib/app-config';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { citiesQuery, provincesQuery } from '../api/places';
import { ApiError } from '../../../lib/api-client';
import { placeSearchQuery } from '../api/search-places';
import {
  applyFoundPlace,
  locationChanged,
  locationProblems,
  NO_LOCATION,
  type BotLocation,
} from '../location-address';
import classes from './location-dialog.module.css';
import { PickerMap } from './maps';
import { PlaceNameField } from './place-name-field';

const l = msg.location;
const COUNTRY_NAMES = FLAG_COUNTRIES.map((c) => c.name);

/**
 * "Localiza a tu bot": the owner's words go to the platform's geocoder (GET /api/places/search) when they
 * press Buscar or Enter, and the places found are listed to pick from.
 */
function PlaceSearch({
  query,
  onQueryChange,
  onPick,
}: {
  /** Held by the dialog: words typed here are a change that closing the dialog asks about. */
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (place: FoundPlace) => void;
}) {
  const [submitted, setSubmitted] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const found = useQuery(placeSearchQuery(submitted));

  const search = () => {
    const text = query.trim().replace(/\s+/g, ' ');
    setTooShort(text.length < Timing.searchMinChars);
    if (text.length < Timing.searchMinChars) return;
    if (text === submitted) void found.refetch();
    setSubmitted(text);
  };
  const busy = found.isFetching;
  const failure =
    found.isError && !busy
      ? found.error instanceof ApiError && found.error.code === 'rate_limited'
        ? l.searchBusy
        : l.searchFailed
      : undefined;
  const places = !busy && found.data ? found.data.places : undefined;

  return (
    <Stack gap="xs">
      <TextInput
        label={l.search}
        placeholder={l.searchPlaceholder}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // No form here: the dialog sits inside the bot form, which must not submit.
            event.preventDefault();
            search();
          }
        }}
        leftSection={busy ? <Loader size={14} /> : <IconSearch size={16} />}
        rightSectionWidth={96}
        rightSection={
          <Button size="compact-sm" variant="light" onClick={search} loading={busy} mr={4}>
            {l.searchButton}
          </Button>
        }
        error={tooShort ? l.searchTooShort : undefined}
        maxLength={200}
      />
      <div aria-live="polite">
        {busy && (
          <Text size="sm" c="dimmed">
            {l.searching}
          </Text>
        )}
        {failure && (
          <Text size="sm" c="orange.8" role="alert">
            {failure}
          </Text>
        )}
        {places?.length === 0 && (
          <Text size="sm" c="dimmed">
            {l.noResults}
          </Text>
        )}
      </div>
      {places && places.length > 0 && (
        <Stack gap={4} role="group" aria-label={l.results}>
          <Text size="xs" c="dimmed">
            {l.results}
          </Text>
          {places.map((place) => (
            <UnstyledButton
              key={`${place.label}|${place.latitude},${place.longitude}`}
              onClick={() => {
                onPick(place);
                setSubmitted('');
              }}
              p="xs"
              className={classes.place}
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
  const { placeSearch } = appConfig().maps;
  const [draft, setDraft] = useState<BotLocation>(initial);
  const [query, setQuery] = useState('');
  /** What the last picked place filled, so the next pick may replace it (and never what the owner typed). */
  const [filled, setFilled] = useState<Partial<BotLocation>>({});
  /** Grows with each picked place: the map flies to it. */
  const [focus, setFocus] = useState(0);
  const [checked, setChecked] = useState(false);
  /** Once a place name's list has opened, the dialog keeps room for one at its end (see the CSS). */
  const [listRoom, setListRoom] = useState(false);
  const keepListRoom = useCallback(() => setListRoom(true), []);
  const [country] = useDebouncedValue(draft.country?.trim() || undefined, Timing.searchDebounceMs);
  const [province] = useDebouncedValue(draft.province?.trim() || undefined, Timing.searchDebounceMs);
  const provinces = useQuery(provincesQuery(country));
  const cities = useQuery(citiesQuery(country, province));

  // Escape, the close button, a click outside and the browser's Back ask before what was typed is lost.
  const { requestClose, asking } = useGuardedClose({
    changed: locationChanged(initial, draft) || query.trim() !== '',
    onClose,
    confirm: {
      title: l.discardTitle,
      color: 'red',
      confirmButtonText: l.discard,
      cancelButtonText: l.keepEditing,
    },
  });

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

  const handlePlace = (place: FoundPlace) => {
    const next = applyFoundPlace(
      draft,
      place,
      filled,
      (country) => findFlagCountry(country)?.name ?? country,
    );
    setDraft(next.location);
    setFilled(next.filled);
    setFocus((n) => n + 1);
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
    // Not centred: a centred dialog moved up by half of whatever the found places or a list added.
    <Modal
      opened
      onClose={requestClose}
      closeOnEscape={!asking}
      radius="lg"
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': msg.dialogs.close }}
      title={
        <Group gap="xs">
          <IconMapPin size={20} />
          <Text fw={700}>{l.title}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        {placeSearch && <PlaceSearch query={query} onQueryChange={setQuery} onPick={handlePlace} />}
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {l.mapHint}
          </Text>
          <PickerMap
            value={point}
            onPick={({ latitude, longitude }) =>
              set({ locationLatitude: latitude, locationLongitude: longitude })
            }
            height={isMobile ? 240 : 280}
            focus={focus}
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
          // The counter's line stays (blank) once the minimum is met, so the fields below do not move up.
          description={
            addressLength < BotLimits.addressMin
              ? l.addressMinimum(addressLength, BotLimits.addressMin)
              : '\u00a0'
          }
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PlaceNameField
            label={msg.explore.country}
            value={draft.country ?? ''}
            onChange={(value) => set({ country: value, province: null, city: null })}
            names={COUNTRY_NAMES}
            leftSection={flag}
            renderName={(name) => (
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden>{findFlagCountry(name)?.flag}</span>
                <span>{name}</span>
              </Group>
            )}
            maxLength={BotLimits.placeMax}
            onListOpen={keepListRoom}
          />
          <PlaceNameField
            label={msg.explore.province}
            value={draft.province ?? ''}
            onChange={(value) => set({ province: value, city: null })}
            names={(provinces.data?.places ?? []).map((p) => p.name)}
            maxLength={BotLimits.placeMax}
            onListOpen={keepListRoom}
          />
          <PlaceNameField
            label={msg.explore.city}
            value={draft.city ?? ''}
            onChange={(value) => set({ city: value })}
            names={(cities.data?.places ?? []).map((p) => p.name)}
            maxLength={BotLimits.placeMax}
            onListOpen={keepListRoom}
          />
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">{msg.bot.locationNote}</Text>
        </Alert>
        {listRoom && <div className={classes.listRoom} />}
        {/* Sticky: "Agregar" stays in view however long the dialog grows (found places, errors). */}
        <Group justify="space-between" className={classes.footer}>
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
