import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendarEvent, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findFlagCountry } from '../../../shared/countries';
import { msg } from '../../../shared/messages.es';
import { CURRENCY_CODES, type Currency } from '../../../shared/money';
import { BookingLimits, type ServicesResponse } from '../../../shared/schemas/booking';
import { EditorCard } from '../../components/editor-card';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { servicesQuery, useSaveServices } from './api/booking';
import {
  currencyOfCountry,
  DURATIONS,
  LEAD_TIMES,
  serviceErrorsOf,
  servicesFormOf,
  servicesInputOf,
  type ServicesForm,
} from './services-form';

const t = msg.booking;

/** The bot editor's "Turnos y servicios": bookings on or off, the services and the agenda's rules (issue 39). */
export function ServicesCard({
  botId,
  country,
  hasHours,
}: {
  botId: string;
  country: string | null;
  /** Free times come from the opening hours: without them, the card says so. */
  hasHours: boolean;
}) {
  const stored = useQuery(servicesQuery(botId));
  return (
    <EditorCard
      title={t.cardTitle}
      subtitle={t.cardSubtitle}
      icon={<IconCalendarEvent size={18} />}
      testId="services-card"
    >
      {stored.data ? (
        <ServicesEditor
          key={stored.dataUpdatedAt}
          botId={botId}
          saved={stored.data}
          currency={currencyOfCountry(findFlagCountry(country ?? '')?.key)}
          hasHours={hasHours}
        />
      ) : stored.isError ? (
        <Alert color="red">
          {stored.error instanceof ApiError ? stored.error.message : msg.api.internal}
        </Alert>
      ) : (
        <Loader size="sm" aria-label={t.loading} />
      )}
    </EditorCard>
  );
}

function ServicesEditor({
  botId,
  saved,
  currency,
  hasHours,
}: {
  botId: string;
  saved: ServicesResponse;
  currency: Currency;
  hasHours: boolean;
}) {
  const save = useSaveServices(botId);
  const [form, setForm] = useState<ServicesForm>(() => servicesFormOf(saved, currency));
  const [errors, setErrors] = useState<{ rows: Record<string, string>; other: Record<string, string> }>({
    rows: {},
    other: {},
  });
  const change = (update: (draft: ServicesForm) => void) =>
    setForm((current) => {
      const draft = structuredClone(current);
      update(draft);
      return draft;
    });

  const submit = async () => {
    const { input, rowAt } = servicesInputOf(form);
    try {
      await save.mutateAsync(input);
      setErrors({ rows: {}, other: {} });
      toast(t.saved, { color: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) {
        setErrors({ rows: serviceErrorsOf(failure.fields, rowAt), other: failure.fields });
      } else toastError(failure);
    }
  };

  return (
    <Stack gap="md">
      <Switch
        checked={form.bookingOn}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          change((draft) => void (draft.bookingOn = on));
        }}
        label={t.bookingOn}
        description={t.bookingOnHint}
      />
      {form.bookingOn && !hasHours && (
        <Alert color="yellow" variant="light">
          {t.needsHours}
        </Alert>
      )}
      <Text fw={600} size="sm">
        {t.services}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {form.services.map((service, index) => (
          <li key={index} data-testid="service-row">
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={t.serviceName}
                placeholder={t.serviceNamePlaceholder}
                value={service.name}
                maxLength={BookingLimits.nameMax}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  change((draft) => void (draft.services[index]!.name = value));
                }}
                error={errors.rows[`${index}.name`]}
                style={{ flex: '1 1 200px' }}
              />
              <Select
                label={t.duration}
                data={DURATIONS.map((minutes) => ({
                  value: String(minutes),
                  label: t.durationLabel(minutes),
                }))}
                value={String(service.durationMin)}
                onChange={(value) =>
                  change((draft) => void (draft.services[index]!.durationMin = Number(value ?? 60)))
                }
                allowDeselect={false}
                error={errors.rows[`${index}.durationMin`]}
                w={120}
              />
              <TextInput
                label={t.price}
                inputMode="decimal"
                value={service.price}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  change((draft) => void (draft.services[index]!.price = value));
                }}
                error={errors.rows[`${index}.price`]}
                w={130}
              />
              <Select
                label={t.currency}
                data={[...CURRENCY_CODES]}
                value={service.currency}
                onChange={(value) =>
                  change((draft) => void (draft.services[index]!.currency = (value ?? currency) as Currency))
                }
                allowDeselect={false}
                error={errors.rows[`${index}.currency`]}
                w={96}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt={26}
                aria-label={t.removeService(service.name)}
                onClick={() => change((draft) => void draft.services.splice(index, 1))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <TextInput
              mt={6}
              aria-label={`${t.description} (${service.name || t.serviceName})`}
              placeholder={t.description}
              value={service.description}
              maxLength={BookingLimits.descriptionMax}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change((draft) => void (draft.services[index]!.description = value));
              }}
              error={errors.rows[`${index}.description`]}
            />
          </li>
        ))}
      </Stack>
      {form.services.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noServices}
        </Text>
      )}
      {form.services.length < BookingLimits.servicesMax && (
        <Button
          variant="light"
          radius="xl"
          size="sm"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            change(
              (draft) =>
                void draft.services.push({ name: '', durationMin: 60, price: '', currency, description: '' }),
            )
          }
        >
          {t.addService}
        </Button>
      )}
      <Divider />
      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label={t.leadTime}
          description={t.leadTimeHint}
          data={LEAD_TIMES.map((minutes) => ({ value: String(minutes), label: t.leadTimeChoice(minutes) }))}
          value={String(form.leadTimeMin)}
          onChange={(value) => change((draft) => void (draft.leadTimeMin = Number(value ?? 0)))}
          allowDeselect={false}
          error={errors.other.leadTimeMin}
          w={200}
        />
        <NumberInput
          label={t.horizon}
          description={t.horizonHint}
          min={1}
          max={BookingLimits.horizonMaxDays}
          value={form.horizonDays}
          onChange={(value) => change((draft) => void (draft.horizonDays = Number(value) || 1))}
          error={errors.other.horizonDays}
          w={200}
        />
        <NumberInput
          label={t.capacity}
          description={t.capacityHint}
          min={1}
          max={BookingLimits.capacityMax}
          value={form.capacity}
          onChange={(value) => change((draft) => void (draft.capacity = Number(value) || 1))}
          error={errors.other.capacity}
          w={200}
        />
      </Group>
      <Button
        onClick={() => void submit()}
        loading={save.isPending}
        radius="xl"
        style={{ alignSelf: 'flex-start' }}
      >
        {t.save}
      </Button>
    </Stack>
  );
}
