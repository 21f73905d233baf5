import { describe, expect, it } from 'vitest';
import { backLinkFor, leftDrawerItems, marketDrawerItems, rightDrawerItems } from './navigation';

describe('backLinkFor', () => {
  it('hides the back button on home', () => {
    expect(backLinkFor('none')).toBeNull();
  });

  it('follows the spec table for public, panel and editor pages', () => {
    expect(backLinkFor('home')).toEqual({ label: 'Inicio', to: '/' });
    expect(backLinkFor('panel')).toEqual({ label: 'Mi Panel', to: '/dashboard' });
    expect(backLinkFor('myBots')).toEqual({ label: 'Mis Bots', to: '/dashboard/bots' });
    expect(backLinkFor('other')).toEqual({ label: 'Ir al Inicio', to: '/' });
  });

  it('sends the owner of a profile to the panel and others to the directory', () => {
    expect(backLinkFor('profile', { isOwn: true })).toEqual({ label: 'Mi Panel', to: '/dashboard' });
    expect(backLinkFor('profile', { isOwn: false })).toEqual({ label: 'Explorar', to: '/bots' });
  });

  it('sends marketplace pages back to the marketplace, the seller list or the orders', () => {
    expect(backLinkFor('marketplace')).toEqual({ label: 'Marketplace', to: '/marketplace' });
    expect(backLinkFor('myPublications')).toEqual({
      label: 'Mis publicaciones',
      to: '/dashboard/publications',
    });
    expect(backLinkFor('orders')).toEqual({ label: 'Mis pedidos', to: '/orders' });
  });

  it('sends a bot creator to their bots and others to the creator profile', () => {
    expect(backLinkFor('bot', { isOwn: true, creatorRef: 'ana' })).toEqual({
      label: 'Mis Bots',
      to: '/dashboard/bots',
    });
    expect(backLinkFor('bot', { creatorRef: 'ana-lopez' })).toEqual({ label: 'Creador', to: '/a/ana-lopez' });
  });
});

describe('drawers', () => {
  const user = { _id: 'u1', hero: null, isSuperUser: false };

  it('lists the anonymous left drawer in the spec order', () => {
    expect(leftDrawerItems(null).map((i) => i.label)).toEqual([
      'Inicio',
      'Explorar',
      'Entrar',
      'Crear una cuenta',
      'Nosotros',
      'Preguntas Frecuentes',
      'Hablemos',
    ]);
  });

  it('lists the signed-in left drawer with sign out', () => {
    expect(leftDrawerItems(user).map((i) => i.to)).toEqual([
      '/',
      '/dashboard',
      '/bots',
      '/questions',
      '/contact',
      '/dashboard/out',
    ]);
  });

  it('gives a normal user their profile by _id when they have no hero', () => {
    const items = rightDrawerItems(user);
    expect(items.map((i) => i.label)).toEqual([
      'Nuevo Bot',
      'Mis Bots',
      'Notificaciones',
      'Mis pedidos',
      'Mi Cuenta',
      'Mi Perfil',
      'Salir',
    ]);
    expect(items.find((i) => i.key === 'profile')?.to).toBe('/a/u1');
  });

  it('gives super users the administration entries and no "Mis Bots" or "Mi Perfil"', () => {
    const labels = rightDrawerItems({ ...user, isSuperUser: true }).map((i) => i.label);
    expect(labels).toEqual([
      'Nuevo Bot',
      'Miembros',
      'Preguntas Frecuentes',
      'Consejos',
      'Notificaciones',
      'Mis pedidos',
      'Mi Cuenta',
      'Bot',
    ]);
  });

  it('sends the super-user entries to the spec paths: FAQ management, not the public /questions', () => {
    const items = rightDrawerItems({ ...user, isSuperUser: true });
    expect(items.map((i) => i.to)).toEqual([
      '/dashboard/bots/new',
      '/dashboard/members',
      '/dashboard/qa',
      '/dashboard/tips',
      '/dashboard/notifications',
      '/orders',
      '/dashboard/settings',
      '/bot',
    ]);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('has no entries for anonymous visitors (a welcome text instead)', () => {
    expect(rightDrawerItems(null)).toEqual([]);
  });

  it('offers the marketplace and the cart to everyone, and selling and orders once signed in', () => {
    expect(marketDrawerItems(null).map((i) => [i.label, i.to])).toEqual([
      ['Marketplace', '/marketplace'],
      ['Carrito', '/cart'],
    ]);
    expect(marketDrawerItems(user).map((i) => [i.label, i.to])).toEqual([
      ['Marketplace', '/marketplace'],
      ['Carrito', '/cart'],
      ['Mis publicaciones', '/dashboard/publications'],
      ['Mis pedidos', '/orders'],
    ]);
  });
});
