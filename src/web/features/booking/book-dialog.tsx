import '../../components/overlay-styles';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { BookingLimits, type Appointment, type Service, type Slot } from '../../../shared/schemas/booking';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/toast-error';
import { slotsQuery, useBook } from './api/booking';
import { addDays, slotDays, slotText, todayHere } from './slot-days';
import classes from './book-dialog.module.css';

const t = msg.booking;

export interface BookDialogProps {
  botId: string;
  botName: string;
  services: Service[];
  onClose: () => void;
}

/** "Reservar turno" (issue 39, item 4): service → day → time → name and phone → confirmed. */
export default function BookDialog({ botId, botName, services, onClose }: BookDialogProps) {
  const [serviceId, setServiceId] = useState(services.length === 1 ? services[0]!._id : '');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [done, setDone] = useState<Appointment | null>(null);
  const service = services.find((s) => s._id === serviceId);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t.dialogTitle(botName)}
      radius="lg"
      centered
      size="lg"
      fullScreen={false}
    >
      {done ? (
        <Confirmed appointment={done} onClose={onClose} />
      ) : !service ? (
        <ServiceStep services={services} onPick={setServiceId} />
      ) : !slot ? (
        <TimeStep
          botId={botId}
          service={service}
          onPick={setSlot}
          onBack={services.length > 1 ? () => setServiceId('') : undefined}
        />
      ) : (
        <DataStep
          botId={botId}
          service={service}
          slot={slot}
          onBack={() => setSlot(null)}
          onMoved={setSlot}
          onDone={setDone}
        />
      )}
    </Modal>
  );
}

function ServiceStep({ services, onPick }: { services: Service[]; onPick: (id: string) => void }) {
  return (
    <Radio.Group label={t.chooseService} onChange={onPick}>
      <Stack gap="xs" mt="xs">
        {services.map((service) => (
          <Radio.Card key={service._id} value={service._id} radius="md" p="md" className={classes.option}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{service.name}</Text>
                {service.description && (
                  <Text size="sm" c="dimmed">
                    {service.description}
                  </Text>
                )}
              </div>
              <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                {t.durationLabel(service.durationMin)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function TimeStep({
  botId,
  service,
  onPick,
  onBack,
}: {
  botId: string;
  service: Pick<Service, '_id' | 'name'>;
  onPick: (slot: Slot) => void;
  onBack: (() => void) | undefined;
}) {
  const [from, setFrom] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const times = useQuery(slotsQuery(botId, service._id, from));
  const days = slotDays(times.data?.slots ?? []);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((d) => d.date === chosenDay) ?? days[0];
  const base = from || days[0]?.date || todayHere();

  return (
    <Stack gap="md">
      <Text fw={600}>{service.name}</Text>
      {times.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t.loadingTimes}
          </Text>
        </Group>
      ) : times.isError ? (
        <Alert color="red">{times.error instanceof ApiError ? times.error.message : msg.api.internal}</Alert>
      ) : days.length === 0 ? (
        <Text size="sm">{t.noTimesThisWeek}</Text>
      ) : (
        <>
          <div>
            <Text size="sm" fw={600} mb={6} id="book-days">
              {t.chooseDay}
            </Text>
            <div className={classes.days} role="group" aria-labelledby="book-days">
              {days.map((d) => (
                <Button
                  key={d.date}
                  variant={d.date === day?.date ? 'filled' : 'light'}
                  radius="xl"
                  size="sm"
                  aria-pressed={d.date === day?.date}
                  onClick={() => setChosenDay(d.date)}
                >
                  {d.label}
                </Button>
              ))}
            </div>
          </div>
          {day && (
            <div>
              <Text size="sm" fw={600} mb={6} id="book-times">
                {t.chooseTime}
              </Text>
              <div className={classes.times} role="group" aria-labelledby="book-times">
                {day.slots.map((s) => (
                  <UnstyledButton
                    key={s.start}
                    className={classes.time}
                    onClick={() => onPick(s)}
                    aria-label={slotText(s.start)}
                  >
                    {s.time}
                  </UnstyledButton>
                ))}
              </div>
            </div>
          )}
          {times.data && (
            <Text size="xs" c="dimmed">
              {t.timeZoneNote(times.data.timeZone)}
            </Text>
          )}
        </>
      )}
      <Group justify="space-between">
        {onBack ? (
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t.back}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {history.length > 0 && (
            <Button
              variant="default"
              radius="xl"
              leftSection={<IconChevronLeft size={16} />}
              onClick={() => {
                setFrom(history.at(-1)!);
                setHistory(history.slice(0, -1));
                setChosenDay(null);
              }}
            >
              {t.earlierWeek}
            </Button>
          )}
          <Button
            variant="default"
            radius="xl"
            rightSection={<IconChevronRight size={16} />}
            onClick={() => {
              setHistory([...history, from]);
              setFrom(addDays(base, 7));
              setChosenDay(null);
            }}
          >
            {t.laterWeek}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function DataStep({
  botId,
  service,
  slot,
  onBack,
  onMoved,
  onDone,
}: {
  botId: string;
  service: Service;
  slot: Slot;
  onBack: () => void;
  onMoved: (slot: Slot) => void;
  onDone: (appointment: Appointment) => void;
}) {
  const book = useBook(botId);
  const [data, setData] = useState({ name: '', phone: '', email: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<{ message: string; alternatives: Slot[] } | null>(null);
  const set =
    (key: keyof typeof data) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setData((current) => ({ ...current, [key]: value }));
    };

  const submit = async () => {
    try {
      const { appointment } = await book.mutateAsync({ serviceId: service._id, start: slot.start, ...data });
      onDone(appointment);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'slot_taken') {
        setRefused({ message: failure.message, alternatives: failure.alternatives ?? [] });
      } else if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else toastError(failure);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600} data-testid="booking-summary">
          {t.summary(service.name, slotText(slot.start))}
        </Text>
        {refused && (
          <Alert color="yellow" variant="light" role="alert">
            <Text size="sm" mb="xs">
              {refused.message}
            </Text>
            <div className={classes.times}>
              {refused.alternatives.map((alternative) => (
                <UnstyledButton
                  key={alternative.start}
                  className={classes.time}
                  onClick={() => {
                    setRefused(null);
                    onMoved(alternative);
                  }}
                >
                  {slotText(alternative.start)}
                </UnstyledButton>
              ))}
            </div>
          </Alert>
        )}
        <Text size="sm" fw={600}>
          {t.yourData}
        </Text>
        <TextInput
          label={t.yourName}
          required
          autoComplete="name"
          maxLength={BookingLimits.nameMax}
          value={data.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label={t.yourPhone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={data.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextInput
          label={t.yourEmail}
          type="email"
          autoComplete="email"
          value={data.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Textarea
          label={t.yourNote}
          autosize
          minRows={2}
          maxLength={BookingLimits.noteMax}
          value={data.note}
          onChange={set('note')}
          error={errors.note}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t.back}
          </Button>
          <Button
            type="submit"
            radius="xl"
            loading={book.isPending}
            leftSection={<IconCalendarCheck size={18} />}
          >
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Confirmed({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const path = new URL(appointment.manageUrl).pathname;
  return (
    <Stack gap="sm" role="status">
      <Text fw={700} size="lg">
        {t.confirmedTitle}
      </Text>
      <Text>{t.summary(appointment.serviceName, slotText(appointment.start))}</Text>
      <Text size="sm">{t.manageHint}</Text>
      <Anchor
        component={Link}
        to={path}
        onClick={onClose}
        style={{ wordBreak: 'break-all' }}
        data-testid="booking-manage-link"
      >
        {appointment.manageUrl}
      </Anchor>
    </Stack>
  );
}
