import { describe, expect, it } from 'vitest';
import { serviceErrorsOf, servicesFormOf, servicesInputOf } from './services-form';

describe('the services form', () => {
  const saved = { bookingOn: false, services: [], leadTimeMin: 60, horizonDays: 30, capacity: 1 };

  it('starts with one blank service in the bot’s currency, and sends only the rows written', () => {
    const form = servicesFormOf(saved, 'ARS');
    expect(form.services).toEqual([
      { name: '', durationMin: 60, price: '', currency: 'ARS', description: '' },
    ]);
    form.services.push({
      name: 'Corte',
      durationMin: 45,
      price: ' 12000 ',
      currency: 'ARS',
      description: '',
    });
    form.services.push({ name: 'Lavado', durationMin: 15, price: '', currency: 'ARS', description: '' });
    const { input, rowAt } = servicesInputOf({ ...form, bookingOn: true });
    expect(input.services).toEqual([
      { name: 'Corte', durationMin: 45, price: '12000', currency: 'ARS', description: '' },
      { name: 'Lavado', durationMin: 15, description: '' },
    ]);
    expect(rowAt).toEqual([1, 2]);
    // The server's second service is the form's third row.
    expect(
      serviceErrorsOf({ 'services.1.name': 'Ya tienes un servicio con ese nombre', capacity: 'x' }, rowAt),
    ).toEqual({
      '2.name': 'Ya tienes un servicio con ese nombre',
    });
  });

  it('keeps a saved service’s id and price', () => {
    const form = servicesFormOf(
      {
        ...saved,
        services: [
          {
            _id: 's1',
            name: 'Color',
            durationMin: 120,
            price: '30000.00',
            currency: 'ARS',
            description: 'Tintura',
          },
        ],
      },
      'MXN',
    );
    expect(servicesInputOf(form).input.services[0]).toEqual({
      _id: 's1',
      name: 'Color',
      durationMin: 120,
      price: '30000.00',
      currency: 'ARS',
      description: 'Tintura',
    });
  });
});
