import { describe, expect, it } from 'vitest';
import { CheckoutBuyerSchema, SellerContactSchema } from './marketplace';

const buyer = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phoneCountry: 'AR',
  phone: '11 2345 6789',
  delivery: 'delivery',
  address: 'Av. Corrientes 1234, CABA',
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('CheckoutBuyerSchema', () => {
  it('accepts a phone as people type it in the chosen country, and one with its own +code', () => {
    expect(CheckoutBuyerSchema.safeParse(buyer).success).toBe(true);
    expect(
      CheckoutBuyerSchema.safeParse({ ...buyer, phoneCountry: 'MX', phone: '55 1234 5678' }).success,
    ).toBe(true);
    expect(
      CheckoutBuyerSchema.safeParse({ ...buyer, phoneCountry: 'AR', phone: '+56 9 6123 4567' }).success,
    ).toBe(true);
  });

  it('says in Spanish what is wrong with each field', () => {
    const result = CheckoutBuyerSchema.safeParse({
      ...buyer,
      email: 'lucia@',
      phone: '12345',
      address: 'Calle',
    });
    expect(messagesOf(result)).toEqual({
      email: 'Por favor, introduce un email válido.',
      phone: 'Ese número no parece un teléfono válido del país elegido. Revisa el código de área.',
      address: 'La dirección es demasiado corta: incluye calle, número y ciudad (mín. 8)',
    });
  });

  it('requires the address only with delivery', () => {
    expect(messagesOf(CheckoutBuyerSchema.safeParse({ ...buyer, address: '' }))).toEqual({
      address: 'Escribe la dirección de entrega',
    });
    expect(CheckoutBuyerSchema.safeParse({ ...buyer, delivery: 'pickup', address: '' }).success).toBe(true);
  });
});

describe('SellerContactSchema', () => {
  it('takes both optional, empty as none', () => {
    expect(SellerContactSchema.parse({ phone: '', email: '' })).toEqual({
      phoneCountry: 'AR',
      phone: null,
      email: null,
    });
  });
});
