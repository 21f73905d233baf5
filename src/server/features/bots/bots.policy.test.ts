import { describe, expect, it } from 'vitest';
import { canChangeMember, roleCan, type BotPermission } from './bots.policy';

/** The one policy of who may do what with a bot (issue 42), as a table: a change here changes the product. */
describe('roleCan', () => {
  const table: Array<[role: 'owner' | 'admin' | 'agent' | null, BotPermission, boolean]> = [
    ['owner', 'inbox', true],
    ['owner', 'manage', true],
    ['owner', 'delete', true],
    ['admin', 'inbox', true],
    ['admin', 'manage', true],
    ['admin', 'delete', false],
    ['agent', 'inbox', true],
    ['agent', 'manage', false],
    ['agent', 'delete', false],
    [null, 'inbox', false],
    [null, 'manage', false],
    [null, 'delete', false],
  ];
  it.each(table)('%s may %s: %s', (role, permission, allowed) => {
    expect(roleCan(role, permission)).toBe(allowed);
  });
});

describe('canChangeMember', () => {
  it('lets the owner invite and remove anyone, an admin only agents, and anyone leave', () => {
    expect(canChangeMember('owner', { role: 'admin', isSelf: false }, 'invite')).toBe(true);
    expect(canChangeMember('owner', { role: 'admin', isSelf: false }, 'remove')).toBe(true);
    expect(canChangeMember('admin', { role: 'agent', isSelf: false }, 'invite')).toBe(true);
    expect(canChangeMember('admin', { role: 'agent', isSelf: false }, 'remove')).toBe(true);
    expect(canChangeMember('admin', { role: 'admin', isSelf: false }, 'invite')).toBe(false);
    expect(canChangeMember('admin', { role: 'admin', isSelf: false }, 'remove')).toBe(false);
    expect(canChangeMember('admin', { role: 'admin', isSelf: true }, 'remove')).toBe(true);
    expect(canChangeMember('agent', { role: 'agent', isSelf: false }, 'invite')).toBe(false);
    expect(canChangeMember('agent', { role: 'agent', isSelf: false }, 'remove')).toBe(false);
    expect(canChangeMember('agent', { role: 'agent', isSelf: true }, 'remove')).toBe(true);
    expect(canChangeMember(null, { role: 'agent', isSelf: false }, 'invite')).toBe(false);
  });
});
