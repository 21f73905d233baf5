import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../../shared/messages.es';
import type { Bot } from '../../../../shared/schemas/bots';
import { renderWithProviders } from '../../../test/render';
import { BotCard, cardPlace } from './bot-card';

function bot(overrides: Partial<Bot> = {}): Bot {
  return {
    _id: 'b1',
    id: 'b1',
    categoryKey: 'openings',
    businessType: 'veterinaria',
    alias: 'veterinaria-san-roque',
    name: 'Veterinaria San Roque',
    description: 'Consultas, vacunas y guardia.',
    instructions: '',
    pictureUrl: null,
    coverUrl: null,
    locationAddress: 'Av. Colón 1234, Córdoba',
    locationLatitude: -31.4,
    locationLongitude: -64.2,
    country: 'Argentina',
    province: 'Córdoba',
    city: 'Río Cuarto',
    tags: ['mascotas'],
    status: 1,
    publishWhenTrained: false,
    notificationOn: false,
    llmOn: true,
    notificationEmails: [],
    contactPhone: null,
    contactEmail: null,
    contactWebsite: null,
    contactInstagram: null,
    createdBy: { _id: 'u1', hero: 'marta', name: 'Marta Quiroga' },
    globalRating: 4.8,
    ratingsCount: 40,
    openNow: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('BotCard', () => {
  it('shows the city and country, and the rating with its count', () => {
    renderWithProviders(<BotCard bot={bot()} categories={[]} />);
    const card = screen.getByRole('article', { name: 'Veterinaria San Roque' });
    expect(within(card).getByText('Río Cuarto, Argentina')).toBeTruthy();
    const rating = within(card).getByTestId('bot-card-rating');
    expect(rating.textContent).toContain('4,8 (40)');
    expect(within(rating).getByText(msg.botCard.ratingLabel(4.8, 40))).toBeTruthy();
    expect(msg.botCard.ratingLabel(4.8, 40)).toBe('Calificación 4,8 de 5, 40 opiniones');
  });

  it('shows no rating for a bot nobody rated yet, and the province when there is no city', () => {
    renderWithProviders(
      <BotCard bot={bot({ globalRating: 0, ratingsCount: 0, city: null })} categories={[]} />,
    );
    expect(screen.getByText('Córdoba, Argentina')).toBeTruthy();
    expect(screen.queryByTestId('bot-card-rating')).toBeNull();
  });

  it('says «Abierto ahora» only for a business open at the time of the listing', () => {
    const { unmount } = renderWithProviders(<BotCard bot={bot({ openNow: true })} categories={[]} />);
    expect(screen.getByTestId('bot-card-open').textContent).toBe('Abierto ahora');
    unmount();
    renderWithProviders(<BotCard bot={bot({ openNow: false })} categories={[]} />);
    expect(screen.queryByTestId('bot-card-open')).toBeNull();
  });

  it('says one decimal and a single rating in Spanish', () => {
    expect(msg.botCard.rating(5, 1)).toBe('5,0 (1)');
    expect(msg.botCard.ratingLabel(5, 1)).toBe('Calificación 5,0 de 5, 1 opinión');
    expect(cardPlace({ city: null, province: null, country: 'Chile' })).toBe('Chile');
    expect(cardPlace({ city: null, province: null, country: null })).toBe('');
  });
});
