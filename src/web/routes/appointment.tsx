import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCalendarX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '../../shared/messages.es';
import type { Appointment, Slot } from '../../shared/schemas/booking';
import { appointmentQuery, useAppointmentAction } from '../features/booking/api/booking';
import { TimeStep } from '../features/booking/book-dialog';
import { slotText } from '../features/booking/slot-days';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { toastError } from '../lib/toast-error';
import { paths } from '../paths';

const t = msg.booking;

/** /turnos/{token}: the visitor's booking behind their private link, to see, move or cancel (issue 39). */
export default function AppointmentPage() {
  const token = useParams().token ?? '';
  const answer = useQuery(appointmentQuery(token));
  return (
    <Container size="sm" py="xl">
      {answer.data ? (
        <AppointmentCard token={token} appointment={answer.data.appointment} />
      ) : answer.isError ? (
        <Alert color="red" icon={<IconCalendarX size={20} />}>
          {answer.error instanceof ApiError ? answer.error.message : msg.api.internal}
        </Alert>
      ) : (
        <Loader aria-label={msg.app.loading} />
      )}
    </Container>
  );
}

function AppointmentCard({ token, appointment }: { token: string; appointment: Appointment }) {
  const action = useAppointmentAction(token);
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [refused, setRefused] = useState<{ message: string; alternatives: Slot[] } | null>(null);
  const booked = appointment.status === 'booked' && new Date(appointment.start) > new Date();

  const run = async (input: { kind: 'cancel' } | { kind: 'reschedule'; start: string }) => {
    try {
      await action.mutateAsync(input);
      setRefused(null);
      setMoving(false);
      setAsking(false);
      toast(input.kind === 'cancel' ? t.cancelled : t.moved, { color: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'slot_taken') {
        setRefused({ message: failure.message, alternatives: failure.alternatives ?? [] });
      } else toastError(failure);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="appointment">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={1} fz="h2">
              {t.pageTitle}
            </Title>
            <Anchor component={Link} to={paths.bot(appointment.bot.alias)}>
              {t.pageBot(appointment.bot.name)}
            </Anchor>
          </div>
          <Badge
            color={
              appointment.status === 'booked' ? 'green' : appointment.status === 'cancelled' ? 'red' : 'gray'
            }
            variant="light"
            size="lg"
            style={{ flex: 'none' }}
          >
            {t.statusWord[appointment.status]}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={20} aria-hidden />
          <Text fw={600} data-testid="appointment-when">
            {t.summary(appointment.serviceName, slotText(appointment.start))}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t.timeZoneNote(appointment.timeZone)}
        </Text>
        {refused && (
          <Alert color="yellow" variant="light" role="alert">
            <Text size="sm" mb="xs">
              {refused.message}
            </Text>
            <Group gap="xs">
              {refused.alternatives.map((alternative) => (
                <Button
                  key={alternative.start}
                  variant="light"
                  size="xs"
                  radius="xl"
                  onClick={() => void run({ kind: 'reschedule', start: alternative.start })}
                >
                  {slotText(alternative.start)}
                </Button>
              ))}
            </Group>
          </Alert>
        )}
        {booked && asking && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" mb="sm">
              {t.cancelConfirm}
            </Text>
            <Group gap="xs">
              <Button
                color="red"
                radius="xl"
                loading={action.isPending}
                onClick={() => void run({ kind: 'cancel' })}
              >
                {t.cancelYes}
              </Button>
              <Button variant="subtle" onClick={() => setAsking(false)}>
                {t.back}
              </Button>
            </Group>
          </Alert>
        )}
        {booked && !asking && !moving && (
          <Group gap="xs" mt="xs">
            <Button radius="xl" variant="light" onClick={() => setMoving(true)}>
              {t.move}
            </Button>
            <Button radius="xl" variant="subtle" color="red" onClick={() => setAsking(true)}>
              {t.cancel}
            </Button>
          </Group>
        )}
        {booked && moving && appointment.serviceId && (
          <TimeStep
            botId={appointment.bot._id}
            service={{ _id: appointment.serviceId, name: appointment.serviceName }}
            onPick={(slot) => void run({ kind: 'reschedule', start: slot.start })}
            onBack={() => setMoving(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}
