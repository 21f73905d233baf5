import { describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { newTopics, profileChanges, type BotProfile } from './bot-news';

const profile: BotProfile = {
  name: 'Café del Centro',
  description: 'Café de especialidad.',
  locationAddress: null,
  contactPhone: null,
  contactEmail: null,
  contactWebsite: null,
  contactInstagram: null,
  pictureUrl: null,
};

describe('bot news', () => {
  it('names the parts of the page that changed, and nothing for spaces or an empty value made null', () => {
    expect(profileChanges(profile, { ...profile, description: 'Café de especialidad. ' })).toEqual([]);
    expect(profileChanges({ ...profile, contactEmail: '' }, profile)).toEqual([]);
    expect(
      profileChanges(profile, {
        ...profile,
        name: 'Café Central',
        locationAddress: 'Av. Colón 1234, Córdoba',
        pictureUrl: '/uploads/cafe.webp',
      }),
    ).toEqual(['name', 'location', 'picture']);
    expect(profileChanges(profile, { ...profile, contactInstagram: 'cafe.centro' })).toEqual(['contact']);
    expect(profileChanges(profile, { ...profile, contactWebsite: 'https://cafe.com/' })).toEqual(['contact']);
  });

  it('finds the topics the bot did not answer before', () => {
    const before = [{ intention: 'Horarios' }];
    expect(
      newTopics(before, [
        { intention: 'Horarios', name: 'Horarios' },
        { intention: 'Medios.de.pago', name: 'Medios de pago' },
      ]),
    ).toEqual(['Medios de pago']);
  });

  it('writes at most three topics, then how many more', () => {
    const s = msg.subscription;
    expect(s.topicsMessage('Café', ['A', 'B'])).toBe(
      'Café, un bot al que sigues, ahora también responde sobre «A» y «B».',
    );
    expect(s.topicsMessage('Café', ['A', 'B', 'C', 'D', 'E'])).toBe(
      'Café, un bot al que sigues, ahora también responde sobre «A», «B», «C» y 2 más.',
    );
    expect(s.profileMessage('Café', ['name'])).toBe('Café, un bot al que sigues, cambió su nombre.');
  });
});
