import { describe, expect, it } from 'vitest';
import { asksOrderStatus, contactsIn, orderStatusText, referenceIn } from './order-status';

describe('asking how an order is going', () => {
  it('reads a reference however it is written, never a bare number or word', () => {
    expect(referenceIn('¿cómo va mi pedido #3F2A9C1D?')).toBe('3f2a9c1d');
    expect(referenceIn('el pedido 3f2a')).toBe('3f2a');
    expect(referenceIn('orden nº 3F2A9C')).toBe('3f2a9c');
    expect(referenceIn('quiero 2 cajas')).toBeNull();
    expect(referenceIn('#cafe')).toBeNull();
    expect(referenceIn('quiero hacer una compra 5000')).toBeNull();
    expect(referenceIn('el pedido #4521')).toBe('4521');
  });

  it('knows a question about an order from one about shipping before buying', () => {
    expect(asksOrderStatus('¿cómo va mi pedido?', 'Argentina')).toBe(true);
    expect(asksOrderStatus('¿ya salió mi pedido?', 'México')).toBe(true);
    expect(asksOrderStatus('¿hacen envíos a Córdoba?', 'Argentina')).toBe(false);
    expect(asksOrderStatus('¿cuánto sale la torta?', 'Argentina')).toBe(false);
  });

  it('takes the e-mails and the phones a message gives', () => {
    expect(contactsIn('compré con Ana@Example.com, mi cel 341 555-0199.')).toEqual({
      emails: ['ana@example.com'],
      phones: ['3415550199'],
    });
  });

  it('asks about the visitor’s own order, not about ordering', () => {
    for (const own of [
      '¿cómo va mi pedido?',
      '¿y ahora cómo va mi pedido?',
      'qué pasó con mi pedido',
      'en qué estado está mi compra',
    ]) {
      expect(asksOrderStatus(own, 'Argentina'), own).toBe(true);
    }
    for (const other of ['¿hacen pedidos personalizados?', '¿cuánto tarda el envío de un pedido?']) {
      expect(asksOrderStatus(other, 'Argentina'), other).toBe(false);
    }
  });

  it('never reads an all-digit reference as a phone', () => {
    expect(contactsIn('¿cómo va mi pedido #20394817?')).toEqual({ emails: [], phones: [] });
    expect(contactsIn('pedido 20394817, mi cel 341 555 0199').phones).toEqual(['3415550199']);
  });

  it('tells a status with the reference and nothing of the order', () => {
    const order = { id: '3f2a9c1d-0000-4000-8000-000000000000', delivered: false } as const;
    expect(orderStatusText({ ...order, status: 'paid' }, 'Marta')).toBe(
      'El pedido #3F2A9C1D está pagado y Marta ya lo está preparando.',
    );
    expect(orderStatusText({ ...order, status: 'paid', delivered: true }, 'Marta')).toContain('entregado');
    expect(orderStatusText({ ...order, status: 'expired' }, 'Marta')).toContain('venció');
  });
});
