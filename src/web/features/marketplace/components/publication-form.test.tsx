import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { renderWithProviders } from '../../../test/render';
import { PublicationForm } from './publication-form';

const t = marketplaceText.form;

describe('PublicationForm', () => {
  it('shows the marketplace fee before publishing, and what the seller receives once a price is typed', async () => {
    renderWithProviders(<PublicationForm onSubmit={vi.fn(async () => undefined)} onCancel={vi.fn()} />);
    const fee = screen.getByTestId('publication-fee');
    // The rate comes from the server's config (the test config says 5 %), the same the checkout uses.
    expect(fee.textContent).toBe(t.feeRate('5 %'));
    await userEvent.setup({ delay: null }).type(screen.getByLabelText(`${t.price} *`), '2000');
    // In the form's default currency (the test browser's locale gives US dollars).
    expect(fee.textContent).toBe(t.feeFor('5 %', 'US$\u00a0100', 'US$\u00a01.900'));
  });
});
