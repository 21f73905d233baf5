import { BookingDefaults, type ServicesInput, type ServicesResponse } from '../../../shared/schemas/booking';
import type { Currency } from '../../../shared/money';

/** The owner's form of services: texts as typed, the price blank for none. */
export interface ServicesForm {
  bookingOn: boolean;
  services: Array<{
    _id?: string;
    name: string;
    durationMin: number;
    price: string;
    currency: Currency;
    description: string;
  }>;
  leadTimeMin: number;
  horizonDays: number;
  capacity: number;
}

/** Durations offered (minutes): the common lengths of a turno. */
export const DURATIONS = [15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 480] as const;
/** Notices offered (minutes). */
export const LEAD_TIMES = [0, 30, 60, 120, 240, 720, 1440, 2880] as const;

export function servicesFormOf(saved: ServicesResponse, currency: Currency): ServicesForm {
  return {
    bookingOn: saved.bookingOn,
    services: saved.services.length
      ? saved.services.map((service) => ({
          _id: service._id,
          name: service.name,
          durationMin: service.durationMin,
          price: service.price ?? '',
          currency: service.currency ?? currency,
          description: service.description,
        }))
      : [{ name: '', durationMin: 60, price: '', currency, description: '' }],
    leadTimeMin: saved.leadTimeMin ?? BookingDefaults.leadTimeMin,
    horizonDays: saved.horizonDays ?? BookingDefaults.horizonDays,
    capacity: saved.capacity ?? BookingDefaults.capacity,
  };
}

/** What PUT /bot/{id}/services takes: blank rows dropped, a price only with its currency. */
export function servicesInputOf(form: ServicesForm): { input: ServicesInput; rowAt: number[] } {
  const rowAt: number[] = [];
  const services = form.services.flatMap((service, index) => {
    if (!service.name.trim() && !service.price.trim() && !service.description.trim()) return [];
    rowAt.push(index);
    return [
      {
        ...(service._id ? { _id: service._id } : {}),
        name: service.name,
        durationMin: service.durationMin,
        ...(service.price.trim() ? { price: service.price.trim(), currency: service.currency } : {}),
        description: service.description,
      },
    ];
  });
  return {
    input: {
      bookingOn: form.bookingOn,
      services,
      leadTimeMin: form.leadTimeMin,
      horizonDays: form.horizonDays,
      capacity: form.capacity,
    },
    rowAt,
  };
}

/** The server's `services.{i}.{field}` errors, keyed by the form's row ("{row}.{field}"). */
export function serviceErrorsOf(fields: Record<string, string>, rowAt: number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^services\.(\d+)\.(\w+)$/.exec(key);
    if (match) errors[`${rowAt[Number(match[1])] ?? match[1]}.${match[2]}`] = message;
  }
  return errors;
}

const COUNTRY_CURRENCIES: Record<string, Currency> = {
  AR: 'ARS',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  MX: 'MXN',
  PE: 'PEN',
  PY: 'PYG',
  UY: 'UYU',
};

/** The currency a new service's price starts in: the bot's country's, else dollars. */
export function currencyOfCountry(countryKey: string | undefined): Currency {
  return (countryKey && COUNTRY_CURRENCIES[countryKey]) || 'USD';
}
