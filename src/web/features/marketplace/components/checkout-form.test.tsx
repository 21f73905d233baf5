import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { msg } from '../../../../shared/messages.es';
import type { CheckoutBuyer } from '../../../../shared/schemas/marketplace';
import { fill, renderWithProviders } from '../../../test/render';
import { CheckoutForm, type CheckoutFormValues } from './checkout-form';

const t = marketplaceText.checkout;
const m = msg.marketplace;

const signedIn: CheckoutFormValues = {
  name: 'Lucía Fernández',
  email: 'Lucia@Example.com',
  phoneCountry: 'AR',
  phone: '',
  delivery: 'delivery',
  address: '',
};

function renderForm(initialValues: CheckoutFormValues = signedIn) {
  const onSubmit = vi.fn(async (_buyer: CheckoutBuyer) => undefined);
  const onBack = vi.fn();
  renderWithProviders(
    <CheckoutForm id="checkout-s1" initialValues={initialValues} onSubmit={onSubmit} onBack={onBack} />,
  );
  return { onSubmit, onBack, user: userEvent.setup({ delay: null }) };
}

// Mantine marks required labels with " *".
const phone = () => screen.getByLabelText(`${t.phone} *`);
const address = () => screen.queryByLabelText(`${t.address} *`);

describe('CheckoutForm', () => {
  it('opens titled, with the first empty field focused', () => {
    renderForm();
    expect(screen.getByRole('form', { name: t.title })).toBeTruthy();
    expect(document.activeElement).toBe(phone());
  });

  it('says beside the button that the form has errors, names each field and focuses the first', async () => {
    const { onSubmit, user } = renderForm();

    await user.click(screen.getByLabelText(`${t.name} *`));
    await user.clear(screen.getByLabelText(`${t.name} *`));
    await user.click(screen.getByRole('button', { name: t.pay }));

    expect((await screen.findByTestId('checkout-invalid')).textContent).toBe(msg.forms.hasErrors);
    expect(screen.getByText(m.buyerNameRequired)).toBeTruthy();
    expect(screen.getByText(m.buyerPhoneRequired)).toBeTruthy();
    expect(screen.getByText(m.addressRequired)).toBeTruthy();
    // No toast over the fields: the form's own line is the only notice.
    expect(screen.getAllByText(msg.forms.hasErrors)).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText(`${t.name} *`));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone that is not one of the chosen country and a too short address', async () => {
    const { onSubmit, user } = renderForm();

    await fill(user, phone(), '123');
    await fill(user, address()!, 'Calle');
    await user.click(screen.getByRole('button', { name: t.pay }));

    expect(await screen.findByText(m.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(m.addressShort)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with pick-up asks no address and sends the buyer as the server takes it', async () => {
    const { onSubmit, user } = renderForm();

    await user.click(screen.getByRole('radio', { name: t.pickup }));
    expect(screen.getByText(t.pickupHint)).toBeTruthy();
    expect(address()).toBeNull();
    await fill(user, phone(), '11 2345 6789');
    await user.click(screen.getByRole('button', { name: t.pay }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phoneCountry: 'AR',
      phone: '11 2345 6789',
      delivery: 'pickup',
      address: '',
    });
    expect(screen.queryByTestId('checkout-invalid')).toBeNull();
  });

  it('goes back to the cart', async () => {
    const { onBack, user } = renderForm();
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
