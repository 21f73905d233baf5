import { z } from 'zod';
import { CURRENCY_CODES, toMinorUnits } from '../money';
import { msg } from '../messages.es';

const m = msg.booking;

export const BookingLimits = {
  servicesMax: 30,
  nameMax: 80,
  descriptionMax: 300,
  durationMin: 5,
  durationMax: 720,
  leadTimeMaxMin: 7 * 24 * 60,
  horizonMaxDays: 365,
  capacityMax: 50,
  /** Days of free times one request may ask for. */
  slotDaysMax: 14,
  noteMax: 300,
  /** Free times offered in a refusal or in the chat. */
  alternatives: 5,
} as const;

/** Defaults of a bot that never saved its booking settings. */
export const BookingDefaults = { leadTimeMin: 60, horizonDays: 30, capacity: 1 } as const;

const dateText = z
  .string({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), m.dateInvalid);

export const ServiceInputSchema = z
  .object({
    /** An existing service's id keeps its appointments' link; without, the service is new. */
    _id: z.string().max(100).optional(),
    name: z
      .string({ error: m.serviceNameRequired })
      .trim()
      .min(1, m.serviceNameRequired)
      .max(BookingLimits.nameMax, m.serviceNameLong),
    durationMin: z
      .number({ error: m.durationInvalid })
      .int(m.durationInvalid)
      .min(BookingLimits.durationMin, m.durationInvalid)
      .max(BookingLimits.durationMax, m.durationInvalid),
    /** A decimal string ("12000", "12000,50"), checked against the currency; null or absent: no price. */
    price: z.string().trim().max(20, m.priceInvalid).nullish(),
    currency: z.enum(CURRENCY_CODES, { error: m.currencyRequired }).nullish(),
    description: z.string().trim().max(BookingLimits.descriptionMax, m.serviceDescriptionLong).default(''),
  })
  .superRefine((service, ctx) => {
    if (!service.price) return;
    if (!service.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: m.currencyRequired });
      return;
    }
    const minor = toMinorUnits(service.price, service.currency);
    if (minor === null || minor < 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceInvalid });
  });

/** PUT /bot/{id}/services: whether the bot takes bookings, its services, and the rules of its agenda. */
export const ServicesInputSchema = z
  .object({
    bookingOn: z.boolean(),
    services: z.array(ServiceInputSchema).max(BookingLimits.servicesMax, m.servicesMany),
    leadTimeMin: z
      .number({ error: m.leadTimeInvalid })
      .int(m.leadTimeInvalid)
      .min(0, m.leadTimeInvalid)
      .max(BookingLimits.leadTimeMaxMin, m.leadTimeInvalid)
      .default(BookingDefaults.leadTimeMin),
    horizonDays: z
      .number({ error: m.horizonInvalid })
      .int(m.horizonInvalid)
      .min(1, m.horizonInvalid)
      .max(BookingLimits.horizonMaxDays, m.horizonInvalid)
      .default(BookingDefaults.horizonDays),
    capacity: z
      .number({ error: m.capacityInvalid })
      .int(m.capacityInvalid)
      .min(1, m.capacityInvalid)
      .max(BookingLimits.capacityMax, m.capacityInvalid)
      .default(BookingDefaults.capacity),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.services.forEach((service, index) => {
      const key = service.name.toLocaleLowerCase('es');
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['services', index, 'name'], message: m.serviceDuplicate });
      seen.add(key);
    });
  });
export type ServicesInput = z.input<typeof ServicesInputSchema>;
export type ServicesData = z.output<typeof ServicesInputSchema>;

export const ServiceSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    durationMin: z.number().int(),
    /** The canonical decimal string of the price ("12000.00"), null without one. */
    price: z.string().nullable(),
    currency: z.enum(CURRENCY_CODES).nullable(),
    description: z.string(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof ServiceSchema>;

export const ServicesResponseSchema = z
  .object({
    bookingOn: z.boolean(),
    services: z.array(ServiceSchema),
    leadTimeMin: z.number().int(),
    horizonDays: z.number().int(),
    capacity: z.number().int(),
  })
  .meta({ id: 'Services' });
export type ServicesResponse = z.infer<typeof ServicesResponseSchema>;

export const SlotSchema = z
  .object({
    /** ISO 8601 with the business's offset: "2026-12-04T15:00:00-03:00". */
    start: z.string(),
    end: z.string(),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsQuerySchema = z.object({
  serviceId: z.string({ error: m.serviceNotFound }).min(1, m.serviceNotFound).max(100, m.serviceNotFound),
  /** The business's calendar date to start from; today there when absent. */
  from: dateText.optional(),
  days: z.coerce
    .number({ error: m.daysInvalid })
    .int(m.daysInvalid)
    .min(1, m.daysInvalid)
    .max(BookingLimits.slotDaysMax, m.daysInvalid)
    .default(7),
});
export type SlotsQuery = z.output<typeof SlotsQuerySchema>;

export const SlotsResponseSchema = z.object({ slots: z.array(SlotSchema), timeZone: z.string() });

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'done', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** An optional text where an empty answer is no answer. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : v);

/** An instant with its offset, as the free times give it ("2026-12-04T15:00:00-03:00" or "…Z"). */
const instant = z
  .string({ error: m.startInvalid })
  .max(40, m.startInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, m.startInvalid)
  .refine((text) => !Number.isNaN(Date.parse(text)), m.startInvalid);

/** POST /bot/{id}/appointments: a visitor's booking (with the application token, like the chat). */
export const AppointmentInputSchema = z.object({
  serviceId: z.string({ error: m.serviceNotFound }).min(1, m.serviceNotFound).max(100, m.serviceNotFound),
  start: instant,
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(BookingLimits.nameMax, m.nameLong),
  /** Read with the bot's country on the server (libphonenumber). */
  phone: z.preprocess(blankAsAbsent, z.string().trim().max(40, m.phoneInvalid).optional()),
  email: z.preprocess(
    blankAsAbsent,
    z.string().trim().toLowerCase().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)).optional(),
  ),
  note: z.string().trim().max(BookingLimits.noteMax, m.noteLong).optional(),
  appToken: z.string().max(200).optional(),
  conversationId: z.string().max(100).optional(),
});
export type AppointmentInput = z.output<typeof AppointmentInputSchema>;

/** What the visitor sees of their booking (the confirmation and the private link's page). */
export const AppointmentSchema = z
  .object({
    _id: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    /** Null when the owner removed the service since (the booking keeps its name; it can no longer move). */
    serviceId: z.string().nullable(),
    serviceName: z.string(),
    /** The private page to see, cancel or move it. */
    manageUrl: z.string(),
    bot: z.object({ _id: z.string(), alias: z.string(), name: z.string() }),
    timeZone: z.string(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof AppointmentSchema>;

export const AppointmentResponseSchema = z.object({ appointment: AppointmentSchema });

/** The owner's view of a booking: who, how to reach them, and the conversation that made it. */
export const OwnerAppointmentSchema = z
  .object({
    _id: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    serviceId: z.string().nullable(),
    serviceName: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    note: z.string(),
    conversationId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OwnerAppointment' });
export type OwnerAppointment = z.infer<typeof OwnerAppointmentSchema>;

export const OwnerAppointmentsQuerySchema = z.object({
  from: dateText.optional(),
  to: dateText.optional(),
});
export const OwnerAppointmentsResponseSchema = z.object({
  appointments: z.array(OwnerAppointmentSchema),
  timeZone: z.string(),
});
export const AppointmentPatchSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: m.statusInvalid }),
});
export const AppointmentParamsSchema = z.object({
  id: z.string().min(1).max(100),
  appointmentId: z.string().min(1).max(100),
});
export const AppointmentTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const RescheduleInputSchema = z.object({ start: instant });
export const CalendarResponseSchema = z.object({ icsUrl: z.string() });
