import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../../../shared/messages.es';
import type { Category } from '../../../../shared/schemas/categories';
import { ApiError } from '../../../lib/api-client';
import { fill, jsonResponse, renderWithProviders } from '../../../test/render';
import type { BotFormValues } from '../bot-form-values';
import { BotForm } from './bot-form';

const f = msg.botForm;

const categories: Category[] = [
  {
    _id: 'c1',
    key: 'general',
    name: 'General',
    mediaKey: 'general',
    icon: 'IconBuildingStore',
    color: 'indigo',
    intro: 'Comercios y servicios',
    description: '',
    questions: [],
    phrases: [],
  },
  {
    _id: 'c2',
    key: 'plumbing',
    name: 'Plomería',
    mediaKey: 'plumbing',
    icon: 'IconDroplet',
    color: 'blue',
    intro: 'Instalaciones y arreglos',
    description: '',
    questions: [],
    phrases: [],
  },
];

// By label, not by role: the accessibility tree of the whole form is slow to compute on every query.
const textbox = (name: string) => screen.getByLabelText(`${name} *`);

/** The form after choosing the General category, as a new bot's owner sees it. */
async function renderNewBot(onSubmit: (values: BotFormValues) => Promise<void> = async () => undefined) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BotForm categories={categories} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: f.typeOther }));
  await user.click(screen.getByRole('button', { name: /^General/ }));
  return user;
}

describe('BotForm', () => {
  beforeEach(() => {
    // The tag suggestions (GET /api/tags) are the form's only request.
    // The tag suggestions (GET /api/tags) and the alias check, taken for "vivero-lucia" only.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (!url.pathname.endsWith('/bots/alias-check')) return jsonResponse({ tags: [] });
        const alias = url.searchParams.get('alias')!;
        const taken = alias === 'vivero-lucia';
        return jsonResponse({ alias, available: !taken, message: taken ? msg.bot.aliasTaken : null });
      }),
    );
  });

  it('asks for the type of business first, searchable as people name it, then shows it above the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BotForm categories={categories} onSubmit={async () => undefined} />);

    expect(screen.getByText(f.typeStep)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: f.alias })).toBeNull();

    await user.type(screen.getByLabelText(f.typeSearch), 'pelu');
    expect(screen.getByRole('button', { name: /Peluquería/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ferretería/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Peluquería/ }));

    const selected = screen.getByTestId('selected-category').textContent;
    expect(selected).toContain('Peluquería');
    expect(selected).toContain('Plomería');
    expect(textbox(f.alias)).toBeTruthy();
    expect(screen.getByRole('button', { name: f.create })).toBeTruthy();
  });

  it('offers the categories for a business of another type, and keeps no type then', async () => {
    const onSubmit = vi.fn(async (_values: BotFormValues) => undefined);
    const user = await renderNewBot(onSubmit);
    expect(screen.getByTestId('selected-category').textContent).toContain('General');
    await fill(user, textbox(f.name), 'Vivero Lucía');
    await fill(user, textbox(f.description), 'Plantas y flores de estación.');
    await user.type(screen.getByPlaceholderText(f.tagsPlaceholder), 'plantas{Enter}');
    await user.click(screen.getByRole('button', { name: f.create }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ categoryKey: 'general', businessType: null });
  });

  it('derives the alias from the name until the owner writes one, and says whether it is free', async () => {
    const user = await renderNewBot();
    await fill(user, textbox(f.name), 'Peluquería Romi');
    expect((textbox(f.alias) as HTMLInputElement).value).toBe('peluqueria-romi');
    expect(await screen.findByText(f.aliasFree('peluqueria-romi'))).toBeTruthy();

    await user.clear(textbox(f.alias));
    await fill(user, textbox(f.alias), 'vivero-lucia');
    expect(await screen.findByText(msg.bot.aliasTaken)).toBeTruthy();
    // Written by hand, the alias no longer follows the name.
    await fill(user, textbox(f.name), ' Rosario');
    expect((textbox(f.alias) as HTMLInputElement).value).toBe('vivero-lucia');
  });

  it('takes the person to the first failing field when a submit is refused', async () => {
    const user = await renderNewBot();
    await fill(user, textbox(f.description), 'Plantas y flores de estación.');
    await user.click(screen.getByRole('button', { name: f.create }));
    await waitFor(() => expect(document.activeElement).toBe(textbox(f.name)));
  });

  it('shows no error before the first submit, then each required field says what it needs', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = await renderNewBot(onSubmit);

    expect(screen.queryByText(msg.bot.aliasRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: f.create }));

    expect(await screen.findByText(msg.bot.aliasRequired)).toBeTruthy();
    expect(screen.getByText(msg.bot.nameRequired)).toBeTruthy();
    expect(screen.getByText(msg.bot.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(msg.bot.tagsRequired)).toBeTruthy();
    expect(await screen.findByText(msg.forms.hasErrors)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the alias format and the name length as they change after a submit', async () => {
    const user = await renderNewBot();
    await user.click(screen.getByRole('button', { name: f.create }));

    await fill(user, textbox(f.alias), 'mi bot!');
    expect(await screen.findByText(msg.bot.aliasFormat)).toBeTruthy();
    await fill(user, textbox(f.name), 'ab');
    expect(await screen.findByText(msg.bot.nameShort)).toBeTruthy();

    await user.clear(textbox(f.alias));
    await fill(user, textbox(f.alias), 'Vivero-Lucia');
    await fill(user, textbox(f.name), 'c');
    await waitFor(() => expect(screen.queryByText(msg.bot.aliasFormat)).toBeNull());
    expect(screen.queryByText(msg.bot.nameShort)).toBeNull();
    // The alias is written in lower case as it is typed.
    expect((textbox(f.alias) as HTMLInputElement).value).toBe('vivero-lucia');
  });

  it('saves the filled form and puts the taken alias on its field', async () => {
    const onSubmit = vi.fn(async (_values: BotFormValues) => {
      throw new ApiError(409, 'alias_taken', msg.bot.aliasTaken);
    });
    const user = await renderNewBot(onSubmit);

    await fill(user, textbox(f.name), 'Vivero Lucía');
    await user.clear(textbox(f.alias));
    await fill(user, textbox(f.alias), 'vivero-lucia');
    await fill(user, textbox(f.description), 'Plantas y flores de estación.');
    await user.type(screen.getByPlaceholderText(f.tagsPlaceholder), 'plantas{Enter}');
    await user.click(screen.getByRole('button', { name: f.create }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      categoryKey: 'general',
      alias: 'vivero-lucia',
      name: 'Vivero Lucía',
      description: 'Plantas y flores de estación.',
      tags: ['plantas'],
      status: 1,
    });
    expect(await screen.findByText(msg.bot.aliasTaken)).toBeTruthy();
    expect(textbox(f.alias).getAttribute('aria-invalid')).toBe('true');
  });
});
