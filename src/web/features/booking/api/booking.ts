import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentStatus,
  OwnerAppointment,
  ServicesInput,
  ServicesResponse,
  Slot,
  Appointment,
} from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';

export const bookingKeys = {
  services: (botId: string) => ['booking-services', botId] as const,
  slotsOf: (botId: string) => ['booking-slots', botId] as const,
  slots: (botId: string, serviceId: string, from: string) =>
    ['booking-slots', botId, serviceId, from] as const,
  appointment: (token: string) => ['appointment', token] as const,
  agenda: (botId: string, from: string, to: string) => ['booking-agenda', botId, from, to] as const,
  agendaOf: (botId: string) => ['booking-agenda', botId] as const,
  calendar: (botId: string) => ['booking-calendar', botId] as const,
};

const bot = (botId: string) => `/bot/${encodeURIComponent(botId)}`;

/** GET /bot/{id}/services: public; the bot page books from it and the owner edits it. */
export function servicesQuery(botId: string) {
  return queryOptions({
    queryKey: bookingKeys.services(botId),
    queryFn: () => api<ServicesResponse>(`${bot(botId)}/services`),
  });
}

export function useSaveServices(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ServicesInput) =>
      api<ServicesResponse>(`${bot(botId)}/services`, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(bookingKeys.services(botId), saved),
  });
}

/** A week of a service's free times from the business's date `from`. */
export function slotsQuery(botId: string, serviceId: string, from: string) {
  return queryOptions({
    queryKey: bookingKeys.slots(botId, serviceId, from),
    queryFn: () =>
      api<{ slots: Slot[]; timeZone: string }>(`${bot(botId)}/slots`, {
        query: { serviceId, from, days: 7 },
      }),
    // Free times change as others book: fresh for half a minute.
    staleTime: 30_000,
  });
}

export interface BookingForm {
  serviceId: string;
  start: string;
  name: string;
  phone?: string;
  email?: string;
  note?: string;
  conversationId?: string;
}

export function useBook(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: BookingForm) =>
      api<{ appointment: Appointment }>(`${bot(botId)}/appointments`, {
        method: 'POST',
        body: { ...form, appToken: appConfig().appToken },
      }),
    // Taken or free, the times shown are old now.
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.slotsOf(botId) }),
  });
}

/** The visitor's booking behind their private link. */
export function appointmentQuery(token: string) {
  return queryOptions({
    queryKey: bookingKeys.appointment(token),
    queryFn: () => api<{ appointment: Appointment }>(`/appointments/${encodeURIComponent(token)}`),
  });
}

export function useAppointmentAction(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'cancel' } | { kind: 'reschedule'; start: string }) =>
      api<{ appointment: Appointment }>(`/appointments/${encodeURIComponent(token)}/${action.kind}`, {
        method: 'POST',
        ...(action.kind === 'reschedule' ? { body: { start: action.start } } : {}),
      }),
    onSuccess: (answer) => {
      client.setQueryData(bookingKeys.appointment(token), answer);
      void client.invalidateQueries({ queryKey: bookingKeys.slotsOf(answer.appointment.bot._id) });
    },
  });
}

/** The owner's bookings between two of the business's dates. */
export function agendaQuery(botId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.agenda(botId, from, to),
    queryFn: () =>
      api<{ appointments: OwnerAppointment[]; timeZone: string }>(`${bot(botId)}/appointments`, {
        query: { from, to },
      }),
  });
}

export function useSetAppointmentStatus(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      api<{ appointment: OwnerAppointment }>(`${bot(botId)}/appointments/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.agendaOf(botId) }),
  });
}

/** The owner's private calendar feed address (made on first use). */
export function calendarQuery(botId: string) {
  return queryOptions({
    queryKey: bookingKeys.calendar(botId),
    queryFn: () => api<{ icsUrl: string }>(`${bot(botId)}/calendar`),
  });
}

export function useRenewCalendar(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ icsUrl: string }>(`${bot(botId)}/calendar`, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(bookingKeys.calendar(botId), answer),
  });
}
