import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../../../shared/messages.es';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { BotAlertsCard } from './bot-alerts-card';

const t = msg.alerts.card;
const requests: Array<{ method: string; path: string; body: unknown }> = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path: url.pathname, body });
      if (method === 'PUT') return jsonResponse(body);
      return jsonResponse({ email: false, push: ['lead', 'assigned'] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('BotAlertsCard', () => {
  it("shows the person's choices and saves a changed one at once", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BotAlertsCard botId="bot-1" />);
    await screen.findByText(t.kinds.lead);
    expect(input('alerts-kind-lead').checked).toBe(true);
    expect(input('alerts-kind-handoff').checked).toBe(false);
    expect(input('alerts-kind-assigned').checked).toBe(true);
    expect(input('alerts-email').checked).toBe(false);

    await user.click(input('alerts-kind-booking'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/bot/bot-1/alerts',
      body: { email: false, push: ['lead', 'booking', 'assigned'] },
    });
    expect(input('alerts-kind-booking').checked).toBe(true);

    await user.click(input('alerts-email'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        email: true,
        push: ['lead', 'booking', 'assigned'],
      }),
    );
  });

  it('says why this browser cannot get alerts, and keeps the switch off', async () => {
    // jsdom, like an old browser, has no service workers nor push.
    renderWithProviders(<BotAlertsCard botId="bot-1" />);
    const problem = await screen.findByTestId('alerts-device-problem');
    expect(problem.textContent).toContain(t.unsupported);
    expect(input('alerts-device').disabled).toBe(true);
    expect(input('alerts-device').checked).toBe(false);
  });

  it('tells an iPhone in Safari to add the app to the home screen first', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      maxTouchPoints: 5,
    });
    renderWithProviders(<BotAlertsCard botId="bot-1" />);
    const problem = await screen.findByTestId('alerts-device-problem');
    expect(problem.textContent).toContain('Agregar a inicio');
  });

  it('explains how to lift a block when the browser denies notifications', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: async () => 'denied' });
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      serviceWorker: { getRegistration: async () => undefined },
    });
    renderWithProviders(<BotAlertsCard botId="bot-1" />);
    const problem = await screen.findByTestId('alerts-device-problem');
    expect(problem.textContent).toBe(t.blocked);
    await waitFor(() => expect(input('alerts-device').disabled).toBe(false));
    expect(input('alerts-device').checked).toBe(false);
  });

  it('subscribes this browser with the server key on a tap and sends the subscription', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'BPk', auth: 'au' },
      }),
    };
    const subscribe = vi.fn(async () => subscription);
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile',
      maxTouchPoints: 5,
      serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method: init?.method ?? 'GET', path: url.pathname, body });
        if (url.pathname === '/api/push/key') return jsonResponse({ publicKey: 'BAEC' });
        if (url.pathname === '/api/push/subscriptions') return new Response(null, { status: 204 });
        return jsonResponse({ email: false, push: ['lead'] });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BotAlertsCard botId="bot-1" />);
    await waitFor(() => expect(input('alerts-device').disabled).toBe(false));
    await user.click(input('alerts-device'));
    await waitFor(() => expect(input('alerts-device').checked).toBe(true));
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    expect(requests.find((r) => r.path === '/api/push/subscriptions')).toEqual({
      method: 'POST',
      path: '/api/push/subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPk', auth: 'au' } },
    });
  });
});
