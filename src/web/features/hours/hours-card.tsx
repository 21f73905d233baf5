import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconClock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../shared/messages.es';
import { AgendaLimits } from '../../../shared/schemas/agenda';
import { EditorCard } from '../../components/editor-card';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { hoursQuery, useSaveHours, type HoursAnswer } from './api/hours';
import {
  hoursInputOf,
  rangeErrorsOf,
  scheduleFormOf,
  timeZoneChoices,
  type ScheduleForm,
} from './schedule-form';

const t = msg.agenda;

/** The bot editor's "Horario de atención": the week, the days closed and the zone (issue 39). */
export function HoursCard({ botId }: { botId: string }) {
  const stored = useQuery(hoursQuery(botId));
  return (
    <EditorCard
      title={t.cardTitle}
      subtitle={t.cardSubtitle}
      icon={<IconClock size={18} />}
      testId="hours-card"
    >
      {stored.data ? (
        <HoursForm key={stored.dataUpdatedAt} botId={botId} answer={stored.data} />
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

function HoursForm({ botId, answer }: { botId: string; answer: HoursAnswer }) {
  const save = useSaveHours(botId);
  const [form, setForm] = useState<ScheduleForm>(() =>
    scheduleFormOf(answer.hours, answer.suggestedTimeZone),
  );
  const [errors, setErrors] = useState<{ ranges: Record<string, string>; other: Record<string, string> }>({
    ranges: {},
    other: {},
  });
  const zones = timeZoneChoices(form.timeZone);

  const change = (update: (draft: ScheduleForm) => void) =>
    setForm((current) => {
      const draft = structuredClone(current);
      update(draft);
      return draft;
    });

  const submit = async () => {
    const { input, rangeAt } = hoursInputOf(form);
    try {
      await save.mutateAsync(input);
      setErrors({ ranges: {}, other: {} });
      toast(t.saved, { color: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) {
        setErrors({ ranges: rangeErrorsOf(failure.fields, rangeAt), other: failure.fields });
      } else toastError(failure);
    }
  };

  return (
    <Stack gap="md">
      {answer.status ? (
        <Text size="sm" fw={600} c={answer.status.openNow ? 'green.9' : 'red.9'}>
          {t.status(answer.status)}
        </Text>
      ) : (
        <Text size="sm">{t.notSet}</Text>
      )}
      <Select
        label={t.timeZone}
        description={t.timeZoneHint}
        data={zones}
        value={form.timeZone || null}
        onChange={(zone) => change((draft) => void (draft.timeZone = zone ?? ''))}
        searchable
        error={errors.other.timeZone}
        maw={360}
      />
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {form.days.map((day, dayIndex) => {
          const name = t.days[day.day]!;
          return (
            <li key={day.day} data-testid="hours-day">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Switch
                  w={130}
                  mt={8}
                  checked={day.ranges.length > 0}
                  label={name.charAt(0).toUpperCase() + name.slice(1)}
                  aria-label={t.openDay(name)}
                  onChange={(event) => {
                    const open = event.currentTarget.checked;
                    change((draft) => {
                      draft.days[dayIndex]!.ranges = open ? [{ open: '09:00', close: '18:00' }] : [];
                    });
                  }}
                />
                {day.ranges.length === 0 ? (
                  <Text size="sm" c="dimmed" mt={8}>
                    {t.closedDay}
                  </Text>
                ) : (
                  <Stack gap={6} style={{ flex: '1 1 220px' }}>
                    {day.ranges.map((range, rangeIndex) => (
                      <Group key={rangeIndex} gap={6} wrap="nowrap" align="flex-start">
                        <TextInput
                          type="time"
                          aria-label={`${t.opens} (${name})`}
                          value={range.open}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            change((draft) => void (draft.days[dayIndex]!.ranges[rangeIndex]!.open = value));
                          }}
                          w={140}
                          error={errors.ranges[`${dayIndex}.${rangeIndex}`]}
                        />
                        <Text mt={6} aria-hidden>
                          –
                        </Text>
                        <TextInput
                          type="time"
                          aria-label={`${t.closes} (${name})`}
                          value={range.close}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            change((draft) => void (draft.days[dayIndex]!.ranges[rangeIndex]!.close = value));
                          }}
                          w={140}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="lg"
                          mt={2}
                          aria-label={t.removeRange(name)}
                          onClick={() =>
                            change((draft) => void draft.days[dayIndex]!.ranges.splice(rangeIndex, 1))
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ))}
                    {day.ranges.length < AgendaLimits.rangesPerDay && (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        radius="xl"
                        leftSection={<IconPlus size={14} />}
                        style={{ alignSelf: 'flex-start' }}
                        onClick={() =>
                          change(
                            (draft) =>
                              void draft.days[dayIndex]!.ranges.push({ open: '16:00', close: '20:00' }),
                          )
                        }
                      >
                        {t.addRange}
                      </Button>
                    )}
                  </Stack>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
      <Divider />
      <div>
        <Text fw={600} size="sm">
          {t.closures}
        </Text>
        <Text size="sm" c="dimmed">
          {t.closuresHint}
        </Text>
      </div>
      {form.closures.map((closure, index) => (
        <Group key={index} gap={6} align="flex-start" wrap="wrap" data-testid="hours-closure">
          <TextInput
            type="date"
            label={t.closureDate}
            value={closure.date}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change((draft) => void (draft.closures[index]!.date = value));
            }}
            error={errors.other[`closures.${index}.date`]}
            w={170}
          />
          <TextInput
            label={t.closureNote}
            placeholder={t.closureNotePlaceholder}
            value={closure.note}
            maxLength={AgendaLimits.noteMax}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change((draft) => void (draft.closures[index]!.note = value));
            }}
            style={{ flex: '1 1 200px' }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            mt={26}
            aria-label={t.removeClosure(closure.date)}
            onClick={() => change((draft) => void draft.closures.splice(index, 1))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {form.closures.length < AgendaLimits.closuresMax && (
        <Button
          variant="light"
          size="compact-sm"
          radius="xl"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => change((draft) => void draft.closures.push({ date: '', note: '' }))}
        >
          {t.addClosure}
        </Button>
      )}
      <Group justify="flex-end">
        <Button radius="xl" loading={save.isPending} onClick={() => void submit()}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}
