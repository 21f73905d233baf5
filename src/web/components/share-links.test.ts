import { describe, expect, it } from 'vitest';
import { facebookShareUrl, qrFileName, shareUrlOf, whatsappShareUrl } from './share-links';

describe('share links', () => {
  it('links {host}/{alias or id}', () => {
    expect(shareUrlOf('https://vocero.example', 'panaderia-nandu')).toBe(
      'https://vocero.example/panaderia-nandu',
    );
    expect(shareUrlOf('https://vocero.example/', 'abc')).toBe('https://vocero.example/abc');
  });

  it('shares on Facebook with the encoded link', () => {
    expect(facebookShareUrl('https://vocero.example/mi-bot?x=1')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fvocero.example%2Fmi-bot%3Fx%3D1',
    );
  });

  it('shares on WhatsApp with the text and the link', () => {
    expect(whatsappShareUrl('https://vocero.example/mi-bot')).toBe(
      'https://wa.me/?text=https%3A%2F%2Fvocero.example%2Fmi-bot',
    );
    expect(whatsappShareUrl('https://vocero.example/mi-bot', 'Conversa con Ñandú:')).toBe(
      'https://wa.me/?text=Conversa%20con%20%C3%91and%C3%BA%3A%20https%3A%2F%2Fvocero.example%2Fmi-bot',
    );
  });

  it('names the QR file after the bot', () => {
    expect(qrFileName('panaderia-nandu')).toBe('panaderia-nandu-qr.png');
    expect(qrFileName('../x y')).toBe('x-y-qr.png');
  });
});
