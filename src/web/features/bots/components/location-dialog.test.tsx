import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../../../shared/messages.es';
import { DialogHost } from '../../../components/dialog-host';
import { renderWithProviders } from '../../../test/render';
import { NO_LOCATION, type BotLocation } from '../location-address';
import LocationDialog from './location-dialog';
import { matchingNames, PlaceNameField } from './place-name-field';

// Leaflet needs a laid-out page; the map is not what these tests are about.
vi.mock('./maps', () => ({ PickerMap: () => <div data-testid="picker-map" /> }));

const l = msg.location;
// Generous waits: the confirmation and the history move in tasks of their own, slow on a busy machine.
const slow = { timeout: 5000 };

const saved: BotLocation = {
  locationAddress: 'Sarandí 675, Ciudad Vieja',
  locationLatitude: -34.9068,
  locationLongitude: -56.2086,
  country: 'Uruguay',
  province: null,
  city: null,
};

async function renderDialog(initial: BotLocation = saved) {
  const onClose = vi.fn();
  const onApply = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <LocationDialog initial={initial} onClose={onClose} onApply={onApply} />
      <DialogHost />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: l.title });
  // The dialog moves the focus into itself a moment after it opens; typing before that would be blurred.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), slow);
  return { user, dialog, onClose, onApply };
}

const confirmation = () => screen.findByRole('dialog', { name: l.discardTitle }, slow);

// Each test's dialog takes its history entry away before the next one opens (Back is part of the tests).
afterEach(async () => {
  cleanup();
  await waitFor(() => expect(window.history.state).toBeNull(), slow);
});

// Several seconds each on a busy machine: a dialog, its confirmation and typing.
describe('LocationDialog', { timeout: 20_000 }, () => {
  it('closes at once on Escape or its close button when nothing changed', async () => {
    const { user, dialog, onClose } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: msg.dialogs.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: l.discardTitle })).toBeNull();
  });

  it('asks before Escape loses a change, and "Seguir editando" keeps what was typed', async () => {
    const { user, dialog, onClose } = await renderDialog();
    const address = within(dialog).getByRole('textbox', { name: new RegExp(l.address) });
    await user.type(address, ', local 3');
    await user.keyboard('{Escape}');

    const ask = await confirmation();
    await user.click(within(ask).getByRole('button', { name: l.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: l.discardTitle })).toBeNull(), slow);
    expect(onClose).not.toHaveBeenCalled();
    expect((address as HTMLTextAreaElement).value).toBe('Sarandí 675, Ciudad Vieja, local 3');

    await user.click(within(dialog).getByRole('button', { name: msg.dialogs.close }));
    await user.click(within(await confirmation()).getByRole('button', { name: l.discard }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), slow);
  });

  it('Escape on the confirmation only closes the confirmation', async () => {
    const { user, dialog, onClose } = await renderDialog(NO_LOCATION);
    await user.type(within(dialog).getByRole('combobox', { name: msg.explore.city }), 'Salto');
    await user.click(within(dialog).getByRole('textbox', { name: new RegExp(l.address) }));
    await user.keyboard('{Escape}');
    await confirmation();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: l.discardTitle })).toBeNull(), slow);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: msg.explore.city }).value).toBe(
      'Salto',
    );
  });

  it("asks on the browser's Back too", async () => {
    const { user, dialog, onClose } = await renderDialog();
    await user.type(within(dialog).getByRole('combobox', { name: msg.explore.province }), 'Montevideo');
    window.history.back();
    const ask = await confirmation();
    await user.click(within(ask).getByRole('button', { name: l.discard }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), slow);
  });

  it('on a phone, suggests countries in the dialog under the field, and a pick fills it', async () => {
    // A phone: every media query of the app's "mobile" matches.
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      const { user, dialog } = await renderDialog(NO_LOCATION);
      const country = within(dialog).getByRole<HTMLInputElement>('combobox', { name: msg.explore.country });
      await user.type(country, 'mex');
      const list = within(dialog).getByRole('listbox', { name: msg.explore.country });
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['🇲🇽México']);
      await user.click(within(list).getByRole('option', { name: /México/ }));
      expect(country.value).toBe('México');
      expect(within(dialog).queryByRole('listbox')).toBeNull();

      // Escape closes an open list first, not the dialog.
      await user.clear(country);
      await user.type(country, 'ar');
      expect(within(dialog).getByRole('listbox', { name: msg.explore.country })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(within(dialog).queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('dialog', { name: l.title })).toBeTruthy();
    } finally {
      phone.mockRestore();
    }
  });
});

describe('PlaceNameField', () => {
  const onListOpen = vi.fn();
  function Field() {
    const [value, setValue] = useState('');
    return (
      <PlaceNameField
        label="Ciudad"
        value={value}
        onChange={setValue}
        names={['Salta', 'Salto', 'San Juan']}
        onListOpen={onListOpen}
      />
    );
  }

  it('lists the names in the flow right under the field, picked with the keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<Field />);
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Ciudad' });
    await user.type(field, 'sal');
    const list = screen.getByRole('listbox', { name: 'Ciudad' });
    // The field's own box holds the list, after the field: no portal, no floating layer.
    const box = container.querySelector('div');
    expect(box?.contains(list)).toBe(true);
    expect(field.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Salta', 'Salto']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(onListOpen).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field.value).toBe('Salto');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('matchingNames', () => {
  const names = ['Argentina', 'Chile', 'Colombia', 'México', 'Perú', 'Puerto Rico'];

  it('finds names without accents, those starting with the words first', () => {
    expect(matchingNames(names, 'mexico')).toEqual(['México']);
    expect(matchingNames(names, 'ru')).toEqual(['Perú']);
    expect(matchingNames(names, 'p')).toEqual(['Perú', 'Puerto Rico']);
    expect(matchingNames(names, 'co')).toEqual(['Colombia', 'México', 'Puerto Rico']);
  });

  it('lists every name when nothing is typed, and none once one is written as listed', () => {
    expect(matchingNames(names, ' ')).toEqual(names);
    expect(matchingNames(names, 'Perú')).toEqual([]);
    expect(matchingNames(names, 'peru')).toEqual(['Perú']);
    expect(matchingNames(['Salta', 'Salta', 'Salto'], '')).toEqual(['Salta', 'Salto']);
  });
});
