import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { msg } from '../../../shared/messages.es';
import type { Intent, IntentInput } from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { fill, renderWithProviders } from '../../test/render';
import { IntentDialog } from './intent-dialog';

const t = msg.training;

const hours: Intent = {
  _id: 'i1',
  name: 'Horario',
  description: 'Abrimos de 9 a 18.',
  intention: 'horario',
  questions: ['¿A qué hora abren?'],
  answers: ['De lunes a sábado.'],
  intentionFiles: [],
};

function renderDialog(index: number | null, onSave = vi.fn(async (_intents: IntentInput[]) => undefined)) {
  const onClose = vi.fn();
  renderWithProviders(<IntentDialog intents={[hours]} index={index} onSave={onSave} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { dialog, onSave, onClose, user: userEvent.setup({ delay: null }) };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
/** The name's label ends with Mantine's required mark. */
const nameField = (dialog: HTMLElement) => field(dialog, `${t.intentName} *`);

describe('IntentDialog', () => {
  it('asks for the name and saves nothing while it is empty', async () => {
    const { dialog, onSave, user } = renderDialog(null);
    expect(within(dialog).getByText(t.addIntent)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await within(dialog).findByText(msg.training.intentNameRequired)).toBeTruthy();
    expect(await screen.findByText(msg.forms.hasErrors)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a name another intent already has', async () => {
    const { dialog, onSave, user } = renderDialog(null);

    await fill(user, nameField(dialog), 'horario');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await within(dialog).findByText(msg.training.intentNameDuplicate)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole list with the new intent at its end', async () => {
    const { dialog, onSave, user } = renderDialog(null);

    await fill(user, nameField(dialog), 'Envíos');
    await fill(user, field(dialog, t.question(1)), '¿Hacen envíos?');
    await user.click(within(dialog).getByRole('button', { name: t.addQuestion }));
    await fill(user, field(dialog, t.response), 'Sí, a todo el país.');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [saved] = onSave.mock.calls[0]!;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ _id: 'i1', name: 'Horario', answers: ['De lunes a sábado.'] });
    expect(saved[1]).toMatchObject({
      name: 'Envíos',
      description: 'Sí, a todo el país.',
      questions: ['¿Hacen envíos?', ''],
    });
  });

  it('edits an intent in place and shows the server’s message on its field', async () => {
    const onSave = vi.fn(async (_intents: IntentInput[]) => {
      throw new ApiError(400, 'validation_error', 'Datos inválidos', {
        'intents.0.name': msg.training.intentNameDuplicate,
      });
    });
    const { dialog, user } = renderDialog(0, onSave);
    expect(within(dialog).getByText(t.editIntent)).toBeTruthy();
    expect((nameField(dialog) as HTMLInputElement).value).toBe('Horario');

    await user.clear(nameField(dialog));
    await fill(user, nameField(dialog), 'Horarios');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual([expect.objectContaining({ _id: 'i1', name: 'Horarios' })]);
    expect(await within(dialog).findByText(msg.training.intentNameDuplicate)).toBeTruthy();
  });

  it('closes on Cancelar', async () => {
    const { dialog, onClose, user } = renderDialog(null);
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
