import { describe, expect, it } from 'vitest';
import { ratingRoleOf } from './rating-role';

describe('ratingRoleOf', () => {
  it('invites a visitor without a session to connect', () => {
    expect(ratingRoleOf(undefined, 'owner-1')).toBe('anonymous');
    expect(ratingRoleOf('', 'owner-1')).toBe('anonymous');
  });

  it('treats the creator of the bot or the owner of the profile as its owner', () => {
    expect(ratingRoleOf('owner-1', 'owner-1')).toBe('owner');
  });

  it('lets anyone else rate', () => {
    expect(ratingRoleOf('user-2', 'owner-1')).toBe('rater');
  });
});
