import { describe, expect, it } from 'vitest';
import { findBlanks } from '../../../shared/blanks';
import type { BotTemplate } from '../../../shared/templates/types';
import { formFactsOf, templateIntentsOf } from './template-intents';

const template: BotTemplate = {
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Contacto',
      questions: ['¿Tienen WhatsApp?'],
      description:
        'Escríbenos al [tu número de WhatsApp], llámanos al [tu teléfono] o al correo [tu correo]. Estamos en [tu dirección], [tu ciudad]. Atendemos [días y horario].',
    },
  ],
};

describe('templateIntentsOf', () => {
  it('fills what the form knows and leaves what only the owner knows', () => {
    const [intent] = templateIntentsOf(
      template,
      formFactsOf({
        contactPhone: '+54 341 555 0101',
        contactEmail: 'romi@peluqueria.com',
        locationAddress: 'Bv. Oroño 1234',
        city: 'Rosario',
      }),
    );
    expect(intent!.description).toBe(
      'Escríbenos al +54 341 555 0101, llámanos al +54 341 555 0101 o al correo romi@peluqueria.com. Estamos en Bv. Oroño 1234, Rosario. Atendemos [días y horario].',
    );
    expect(findBlanks(intent!.description)).toEqual(['días y horario']);
  });

  it('keeps a blank the form has no value for, and never turns a value into a blank', () => {
    const [intent] = templateIntentsOf(template, formFactsOf({ contactEmail: null, city: 'San [Pedro]' }));
    expect(findBlanks(intent!.description)).toEqual([
      'tu número de WhatsApp',
      'tu teléfono',
      'tu correo',
      'tu dirección',
      'días y horario',
    ]);
    expect(intent!.description).toContain('San Pedro.');
  });

  it('writes the website and Instagram as a customer reads them, and keeps their blanks when they are not valid', () => {
    const links: BotTemplate = {
      categoryKey: 'vr',
      intents: [
        {
          name: 'Redes',
          questions: ['¿Tienen Instagram?'],
          description: 'Mira [tu sitio web] y [tu Instagram].',
        },
      ],
    };
    const facts = (contactWebsite: string, contactInstagram: string) =>
      templateIntentsOf(links, formFactsOf({ contactWebsite, contactInstagram }))[0]!.description;
    expect(facts('https://www.romi.com.ar/', 'romi.pelu')).toBe('Mira romi.com.ar y @romi.pelu.');
    expect(facts('romi.com.ar/turnos', 'https://instagram.com/Romi.Pelu/')).toBe(
      'Mira romi.com.ar/turnos y @romi.pelu.',
    );
    expect(facts('romi', 'romi pelu')).toBe('Mira [tu sitio web] y [tu Instagram].');
  });
});
