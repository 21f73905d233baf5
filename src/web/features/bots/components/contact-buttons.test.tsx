import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactButtons } from './contact-buttons';

describe('ContactButtons', () => {
  it('links the website and Instagram apart from the page, each once across the bots', async () => {
    const romi = {
      contactPhone: null,
      contactEmail: null,
      contactWebsite: 'https://www.peluqueriaromi.com.ar/',
      contactInstagram: 'peluqueria.romi',
    };
    renderWithProviders(<ContactButtons contacts={[romi, { ...romi }]} />);
    const site = await screen.findByRole('link', { name: 'peluqueriaromi.com.ar' });
    expect(site.getAttribute('href')).toBe('https://www.peluqueriaromi.com.ar/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('nofollow');
    const instagram = screen.getByRole('link', { name: '@peluqueria.romi en Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/peluqueria.romi/');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows nothing when nothing was published', () => {
    const { container } = renderWithProviders(
      <ContactButtons
        contacts={[{ contactPhone: null, contactEmail: null, contactWebsite: null, contactInstagram: null }]}
      />,
    );
    expect(container.querySelector('a')).toBeNull();
  });
});
