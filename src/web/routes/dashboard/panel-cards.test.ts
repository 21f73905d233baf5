import { describe, expect, it } from 'vitest';
import { panelCards } from './panel-cards';

describe('panelCards', () => {
  it('gives every account its bots, account, profile and password cards', () => {
    const { account, admin } = panelCards({ _id: 'u1', hero: 'ana', isSuperUser: false });
    expect(account.map((card) => [card.title, card.to])).toEqual([
      ['Mis Bots', '/dashboard/bots'],
      ['Nuevo Bot', '/dashboard/bots/new'],
      ['Notificaciones', '/dashboard/notifications'],
      ['Mi Cuenta', '/dashboard/settings'],
      ['Mi Perfil', '/a/ana'],
      ['Contraseña', '/auth/password'],
    ]);
    expect(admin).toEqual([]);
  });

  it('links the profile by _id when the user has no hero', () => {
    const { account } = panelCards({ _id: 'u1', hero: null, isSuperUser: false });
    expect(account.find((card) => card.key === 'profile')?.to).toBe('/a/u1');
  });

  it('adds members, platform FAQ and tips for super users', () => {
    const { admin } = panelCards({ _id: 'u1', isSuperUser: true });
    expect(admin.map((card) => [card.title, card.to])).toEqual([
      ['Miembros', '/dashboard/members'],
      ['Preguntas Frecuentes', '/dashboard/qa'],
      ['Consejos', '/dashboard/tips'],
    ]);
  });
});
