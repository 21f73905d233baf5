import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../../shared/messages.es';
import type { IntentInput } from '../../../shared/schemas/training';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BlanksDialog } from './blanks-dialog';

const t = msg.templates;

const intents: IntentInput[] = [
  { _id: 'i1', name: 'Precios', description: 'El corte sale [precio del corte].', questions: ['¿Precio?'] },
  { _id: 'i2', name: 'Horarios', description: 'Abrimos [días y horario].', questions: ['¿Horario?'] },
  {
    _id: 'i3',
    name: 'Novias',
    description: 'Peinado de novia: [precio del peinado de novia].',
    questions: ['¿Novias?'],
  },
];

// A loaded machine renders the Mantine modal slowly.
describe('BlanksDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          suggestions: [{ label: 'precio del corte', value: '$9.500', item: 'Corte de dama', matches: 2 }],
        }),
      ),
    );
  });

  it('writes in the price list’s price, fills each blank once, and publishes without what is left out', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_intents: IntentInput[], _publish: boolean) => undefined);
    renderWithProviders(
      <BlanksDialog botId="b1" intents={intents} canPublish onSave={onSave} onClose={() => undefined} />,
    );
    const price = await screen.findByLabelText('Precio del corte');
    await waitFor(() => expect((price as HTMLInputElement).value).toBe('$9.500'));
    expect(screen.getByText(/Sacado de tu documento \(«Corte de dama» y 1 más\)/)).toBeTruthy();
    await user.type(screen.getByLabelText('Días y horario'), 'de martes a sábado, de 9 a 19');

    await user.click(screen.getByRole('switch', { name: /^Publicar ya, sin las frases/ }));
    await user.click(screen.getByRole('button', { name: t.fillSave }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [saved, publish] = onSave.mock.calls[0]!;
    expect(publish).toBe(true);
    // The novias topic had nothing but its blank: it waits; the filled sentences are published.
    expect(saved.map((intent) => intent.description)).toEqual([
      'El corte sale $9.500.',
      'Abrimos de martes a sábado, de 9 a 19.',
    ]);
  });

  it('keeps every topic and publishes nothing when the owner only saves what they have', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_intents: IntentInput[], _publish: boolean) => undefined);
    renderWithProviders(
      <BlanksDialog botId="b1" intents={intents} canPublish onSave={onSave} onClose={() => undefined} />,
    );
    await screen.findByLabelText('Precio del corte');
    await user.click(screen.getByRole('button', { name: t.fillSave }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [saved, publish] = onSave.mock.calls[0]!;
    expect(publish).toBe(false);
    expect(saved).toHaveLength(3);
    expect(saved[2]!.description).toBe('Peinado de novia: [precio del peinado de novia].');
  });
});
