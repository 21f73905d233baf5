import { describe, expect, it } from 'vitest';
import { parseSettings, resolveSettings, SettingsError } from '../../settings';
import { bearerMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('bearerMatches', () => {
  it('accepts exactly `Bearer {token}` (the scheme in any case) and nothing else', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [
      undefined,
      '',
      'Bearer ',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN} extra`,
    ]) {
      expect(bearerMatches(header, TOKEN)).toBe(false);
    }
  });
});

describe('metrics settings', () => {
  const settingsOf = (env: Record<string, string>) =>
    resolveSettings(
      parseSettings({ DATA_DIR: '/tmp/vocero-metrics-settings', APP_TOKEN: 'a'.repeat(16), ...env }),
    ).metrics;

  it('serve nothing by default; take a token, a port, or both', () => {
    expect(settingsOf({})).toEqual({ token: undefined, port: undefined });
    expect(settingsOf({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toEqual({ token: TOKEN, port: 9464 });
    expect(settingsOf({ METRICS_TOKEN: '', METRICS_PORT: '' })).toEqual({
      token: undefined,
      port: undefined,
    });
  });

  it('refuse a short token, a bad port, and the port of the app', () => {
    expect(() => settingsOf({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => settingsOf({ METRICS_PORT: '70000' })).toThrow(SettingsError);
    expect(() => settingsOf({ METRICS_PORT: 'nueve' })).toThrow(/METRICS_PORT/);
    expect(() => settingsOf({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});
