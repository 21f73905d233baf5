import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarTime,
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import type { AppointmentStatus, OwnerAppointment } from '../../../shared/schemas/booking';
import { EditorCard } from '../../components/editor-card';
import { ApiError } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { paths } from '../../paths';
import { agendaQuery, calendarQuery, useRenewCalendar, useSetAppointmentStatus } from './api/booking';
import { addDays, dayLabel, todayHere } from './slot-days';
import classes from './agenda-card.module.css';

const t = msg.booking;

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  booked: 'blue',
  cancelled: 'red',
  done: 'green',
  no_show: 'gray',
};

/**
 * The owner's agenda in the editor, a week at a time: a list by day on a phone, and on a desktop a week of
 * seven columns whose bookings open below it with their actions. Then the calendar feed.
 */
export function AgendaCard({ botId }: { botId: string }) {
  const today = todayHere();
  const [from, setFrom] = useState(today);
  const to = addDays(from, 6);
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const agenda = useQuery(agendaQuery(botId, from, to));
  const byDay = new Map<string, OwnerAppointment[]>();
  for (const appointment of agenda.data?.appointments ?? []) {
    const date = appointment.start.slice(0, 10);
    byDay.set(date, [...(byDay.get(date) ?? []), appointment]);
  }
  return (
    <EditorCard
      title={t.agendaTitle}
      subtitle={t.agendaSubtitle}
      icon={<IconCalendarTime size={18} />}
      testId="agenda-card"
    >
      <Stack gap="md">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={14} />}
            disabled={from <= today}
            onClick={() => setFrom(addDays(from, -7))}
          >
            {t.earlierWeek}
          </Button>
          <Text size="sm" fw={600} data-testid="agenda-range">
            {t.agendaRange(dayLabel(from), dayLabel(to))}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronRight size={14} />}
            onClick={() => setFrom(addDays(from, 7))}
          >
            {t.laterWeek}
          </Button>
        </Group>
        {agenda.isPending ? (
          <Loader size="sm" aria-label={t.agendaLoading} />
        ) : agenda.isError ? (
          <Alert color="red">
            {agenda.error instanceof ApiError ? agenda.error.message : msg.api.internal}
          </Alert>
        ) : wide ? (
          <WeekGrid botId={botId} from={from} byDay={byDay} />
        ) : byDay.size === 0 ? (
          <Text size="sm" c="dimmed">
            {t.agendaEmpty}
          </Text>
        ) : (
          [...byDay].map(([date, list]) => (
            <section key={date} aria-label={dayLabel(date)}>
              <Text fw={700} size="sm" mb={6}>
                {dayLabel(date)}
              </Text>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.map((appointment) => (
                  <AgendaItem key={appointment._id} botId={botId} appointment={appointment} />
                ))}
              </Stack>
            </section>
          ))
        )}
        <CalendarFeed botId={botId} />
      </Stack>
    </EditorCard>
  );
}

/** Seven columns, one a day; a booking picked opens below the week with its data and its actions. */
function WeekGrid({
  botId,
  from,
  byDay,
}: {
  botId: string;
  from: string;
  byDay: Map<string, OwnerAppointment[]>;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const open = [...byDay.values()].flat().find((appointment) => appointment._id === openId);
  return (
    <>
      <div className={classes.week} data-testid="agenda-week">
        {days.map((date) => (
          <section key={date} aria-label={dayLabel(date)} className={classes.day}>
            <Text fw={700} size="sm" className={classes.dayTitle}>
              {dayLabel(date)}
            </Text>
            <ul className={classes.entries}>
              {(byDay.get(date) ?? []).map((appointment) => (
                <li key={appointment._id}>
                  <UnstyledButton
                    className={classes.entry}
                    data-status={appointment.status}
                    aria-pressed={appointment._id === openId}
                    data-testid="agenda-entry"
                    onClick={() => setOpenId(appointment._id === openId ? null : appointment._id)}
                  >
                    <Text size="sm" fw={700}>
                      {appointment.start.slice(11, 16)}
                    </Text>
                    <Text size="xs" lineClamp={1}>
                      {appointment.serviceName}
                    </Text>
                    <Text size="xs" lineClamp={1}>
                      {appointment.name}
                    </Text>
                    <Text size="xs" c={`${STATUS_COLORS[appointment.status]}.8`} fw={600}>
                      {t.statusWord[appointment.status]}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {byDay.size === 0 ? (
        <Text size="sm" c="dimmed">
          {t.agendaEmpty}
        </Text>
      ) : open ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <AgendaItem botId={botId} appointment={open} />
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t.agendaPick}
        </Text>
      )}
    </>
  );
}

function AgendaItem({ botId, appointment }: { botId: string; appointment: OwnerAppointment }) {
  const mark = useSetAppointmentStatus(botId);
  const set = async (status: AppointmentStatus) => {
    try {
      await mark.mutateAsync({ id: appointment._id, status });
      toast(t.marked, { color: 'success' });
    } catch (failure) {
      toastError(failure);
    }
  };
  const actions: Array<[AppointmentStatus, string]> =
    appointment.status === 'booked'
      ? [
          ['done', t.markDone],
          ['no_show', t.markNoShow],
          ['cancelled', t.markCancelled],
        ]
      : [['booked', t.markBooked]];
  return (
    <li data-testid="agenda-item">
      <Group gap="sm" justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{appointment.start.slice(11, 16)}</Text>
            <Text>{appointment.serviceName}</Text>
            <Badge color={STATUS_COLORS[appointment.status]} variant="light">
              {t.statusWord[appointment.status]}
            </Badge>
          </Group>
          <Text size="sm">
            {appointment.name}
            {appointment.phone && (
              <>
                {' · '}
                <Anchor href={`tel:${appointment.phone.replace(/[^\d+]/g, '')}`}>{appointment.phone}</Anchor>
              </>
            )}
            {appointment.email && ` · ${appointment.email}`}
          </Text>
          {appointment.note && (
            <Text size="sm" c="dimmed">
              {appointment.note}
            </Text>
          )}
          {appointment.conversationId && (
            <Anchor component={Link} to={paths.botInbox(botId, { c: appointment.conversationId })} size="sm">
              {t.openConversation}
            </Anchor>
          )}
        </div>
        <Group gap={6}>
          {actions.map(([status, label]) => (
            <Button
              key={status}
              size="compact-sm"
              radius="xl"
              variant={status === 'cancelled' ? 'subtle' : 'light'}
              color={status === 'cancelled' ? 'red' : undefined}
              aria-label={`${label} (${appointment.name}, ${appointment.start.slice(11, 16)})`}
              loading={mark.isPending && mark.variables?.status === status}
              onClick={() => void set(status)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
    </li>
  );
}

function CalendarFeed({ botId }: { botId: string }) {
  const [shown, setShown] = useState(false);
  const feed = useQuery({ ...calendarQuery(botId), enabled: shown });
  const renew = useRenewCalendar(botId);
  if (!shown) {
    return (
      <Button variant="subtle" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => setShown(true)}>
        {t.feedShow}
      </Button>
    );
  }
  return (
    <Stack gap={6} data-testid="calendar-feed">
      <Text fw={600} size="sm">
        {t.feedTitle}
      </Text>
      <Text size="sm" c="dimmed">
        {t.feedHint}
      </Text>
      {feed.data ? (
        <>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="calendar-url">
            {feed.data.icsUrl}
          </Code>
          <Group gap="xs">
            <Button
              size="compact-sm"
              radius="xl"
              leftSection={<IconCopy size={14} />}
              onClick={() =>
                void copyText(feed.data.icsUrl).then(() => toast(t.feedCopied, { color: 'success' }))
              }
            >
              {t.feedCopy}
            </Button>
            <Button
              size="compact-sm"
              radius="xl"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              loading={renew.isPending}
              onClick={() =>
                void renew.mutateAsync().then(() => toast(t.feedRenewed, { color: 'success' }), toastError)
              }
            >
              {t.feedRenew}
            </Button>
          </Group>
        </>
      ) : feed.isError ? (
        <Alert color="red">{feed.error instanceof ApiError ? feed.error.message : msg.api.internal}</Alert>
      ) : (
        <Loader size="xs" />
      )}
    </Stack>
  );
}
