import { describe, expect, it } from 'vitest';
import { privacyPolicy, type PrivacyFacts } from './page-texts.es';

const base: PrivacyFacts = { email: null, llmEnabled: false, llmProvider: null, whatsappEnabled: false };
const text = (facts: Partial<PrivacyFacts>) =>
  privacyPolicy({ ...base, ...facts })
    .sections.flatMap((section) => section.paragraphs)
    .join('\n');

describe('privacyPolicy', () => {
  it('says nothing of a language model or WhatsApp the platform does not use', () => {
    expect(text({})).not.toMatch(/modelo de lenguaje|WhatsApp/);
    expect(text({})).toContain('(alojamiento, envío de correos, Mercado Pago y los mapas)');
  });

  it('names the language model provider, what it receives, and lists it among the providers', () => {
    const policy = text({ llmEnabled: true, llmProvider: 'OpenAI' });
    expect(policy).toContain('un modelo de lenguaje de OpenAI redacta las respuestas');
    expect(policy).toContain('tu mensaje y los anteriores de la misma conversación');
    expect(policy).toContain('Mercado Pago, los mapas y el modelo de lenguaje (OpenAI))');
  });

  it('still tells of an unnamed provider', () => {
    expect(text({ llmEnabled: true })).toContain('un modelo de lenguaje de un proveedor externo');
  });

  it('tells that WhatsApp conversations pass through Meta', () => {
    const policy = text({ whatsappEnabled: true });
    expect(policy).toContain('a través de WhatsApp (Meta)');
    expect(policy).toContain('los mapas y WhatsApp)');
  });
});
