import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { parseSettings, resolveSettings, SettingsError } from './settings';

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), 'vocero-settings-'));
}

describe('settings', () => {
  it('starts with nothing set: port 3000, PGlite, demo content, Vocero', () => {
    const dataDir = tempDir();
    const settings = resolveSettings(parseSettings({ DATA_DIR: dataDir }));
    expect(settings).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demoContent: true,
      appName: 'Vocero',
      publicUrl: 'http://localhost:3000',
      s3: undefined,
      llm: undefined,
    });
  });

  it('derives the support address only from a real domain, never from a loopback name or an IP', () => {
    const dataDir = tempDir();
    const support = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, ...env })).supportEmail;
    expect(support({ PUBLIC_URL: 'https://vocero.lat' })).toBe('soporte@vocero.lat');
    expect(support({ PUBLIC_URL: 'https://vocero.lat', SUPPORT_EMAIL: 'ayuda@vocero.lat' })).toBe(
      'ayuda@vocero.lat',
    );
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://intranet',
    ]) {
      expect(support({ PUBLIC_URL: url }), url).toBeNull();
    }
  });

  it("names the language model's provider by its setting, else by a recognisable host, else not at all", () => {
    const dataDir = tempDir();
    const provider = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, LLM_MODEL: 'modelo', ...env })).llm?.providerName;
    expect(provider({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toBe('api.openai.com');
    expect(provider({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_PROVIDER_NAME: ' OpenAI ' })).toBe(
      'OpenAI',
    );
    for (const url of ['http://127.0.0.1:8080/v1', 'http://llm:8000/v1', 'http://localhost:11434/v1']) {
      expect(provider({ LLM_BASE_URL: url }), url).toBeNull();
    }
    expect(() => parseSettings({ DATA_DIR: dataDir, LLM_PROVIDER_NAME: 'x'.repeat(61) })).toThrow(
      SettingsError,
    );
  });

  it('bounds knowledge sources, and refuses private hosts unless told which (or all) are allowed', () => {
    const dataDir = tempDir();
    const read = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, ...env })).imports;
    expect(read({})).toEqual({ maxBytes: 10 * 1024 * 1024, maxPages: 30, allowPrivateHosts: false });
    expect(read({ IMPORT_ALLOW_PRIVATE_HOSTS: 'true' }).allowPrivateHosts).toBe(true);
    expect(read({ IMPORT_ALLOW_PRIVATE_HOSTS: '10.1.0.0/16, 192.168.1.5' }).allowPrivateHosts).toEqual([
      '10.1.0.0/16',
      '192.168.1.5',
    ]);
    expect(() => parseSettings({ IMPORT_ALLOW_PRIVATE_HOSTS: 'intranet.local' })).toThrow(
      /IMPORT_ALLOW_PRIVATE_HOSTS: must be true, false or a list of addresses and CIDR ranges/,
    );
  });

  it('searches places with the public Photon by default; MAP_GEOCODER_URL picks another or turns it off', () => {
    const dataDir = tempDir();
    const maps = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, ...env })).maps;
    expect(maps({})).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      geocoderUrl: 'https://photon.komoot.io/api',
    });
    expect(maps({ MAP_GEOCODER_URL: 'https://nominatim.example/search' }).geocoderUrl).toBe(
      'https://nominatim.example/search',
    );
    expect(maps({ MAP_GEOCODER_URL: 'off' }).geocoderUrl).toBeUndefined();
    expect(() => parseSettings({ DATA_DIR: dataDir, MAP_GEOCODER_URL: 'ftp://geo.example' })).toThrow(
      /MAP_GEOCODER_URL/,
    );
  });

  it('generates the VAPID key pair once and keeps it in DATA_DIR, or takes both keys from the settings', () => {
    const dataDir = tempDir();
    const first = resolveSettings(parseSettings({ DATA_DIR: dataDir })).push;
    const second = resolveSettings(parseSettings({ DATA_DIR: dataDir })).push;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(second).toEqual(first);
    expect(existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(true);
    const keys = webPush.generateVAPIDKeys();
    const given = tempDir();
    const set = resolveSettings(
      parseSettings({
        DATA_DIR: given,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).push;
    expect(set).toMatchObject(keys);
    expect(existsSync(path.join(given, 'vapid-keys.json'))).toBe(false);
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    const other = webPush.generateVAPIDKeys();
    expect(() =>
      parseSettings({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/);
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: 'corta', VAPID_PRIVATE_KEY: 'corta' })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256 public key/,
    );
  });

  it('signs pushes as the support address, else the super user; VAPID_SUBJECT chooses', () => {
    const dataDir = tempDir();
    const subject = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, ...env })).push.subject;
    expect(subject({ PUBLIC_URL: 'https://vocero.lat' })).toBe('mailto:soporte@vocero.lat');
    expect(subject({ SUPPORT_EMAIL: 'ayuda@vocero.lat' })).toBe('mailto:ayuda@vocero.lat');
    expect(subject({})).toBe('mailto:admin@vocero.local');
    expect(subject({ VAPID_SUBJECT: 'https://vocero.lat/contacto' })).toBe('https://vocero.lat/contacto');
    expect(() => parseSettings({ VAPID_SUBJECT: 'http://localhost' })).toThrow(/VAPID_SUBJECT/);
  });

  it("takes push services besides the browsers' only from PUSH_ALLOWED_HOSTS", () => {
    const dataDir = tempDir();
    const hosts = (env: Record<string, string>) =>
      resolveSettings(parseSettings({ DATA_DIR: dataDir, ...env })).push.allowedHosts;
    expect(hosts({})).toEqual([]);
    expect(
      hosts({ PUSH_ALLOWED_HOSTS: '127.0.0.1, 10.1.0.0/16,Push.Intranet.example,*.notify.corp' }),
    ).toEqual(['127.0.0.1', '10.1.0.0/16', 'push.intranet.example', '*.notify.corp']);
    for (const bad of ['true', 'http://push.example', 'push.example:8080', '*']) {
      expect(() => parseSettings({ PUSH_ALLOWED_HOSTS: bad }), bad).toThrow(
        /PUSH_ALLOWED_HOSTS: must be a list of host names, addresses and CIDR ranges/,
      );
    }
  });

  it('generates the app token once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = resolveSettings(parseSettings({ DATA_DIR: dataDir })).appToken;
    const second = resolveSettings(parseSettings({ DATA_DIR: dataDir })).appToken;
    expect(first).toHaveLength(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'app-token'), 'utf8').trim()).toBe(first);
  });

  it('uses APP_TOKEN when set without writing a file', () => {
    const dataDir = tempDir();
    const settings = resolveSettings(parseSettings({ DATA_DIR: dataDir, APP_TOKEN: 'a'.repeat(20) }));
    expect(settings.appToken).toBe('a'.repeat(20));
    expect(existsSync(path.join(dataDir, 'app-token'))).toBe(false);
  });

  it('treats empty values as unset', () => {
    const settings = parseSettings({ PORT: '', DATABASE_URL: '', DEMO_CONTENT: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.DEMO_CONTENT).toBe(true);
  });

  it('reads DEMO_CONTENT=false', () => {
    expect(parseSettings({ DEMO_CONTENT: 'false' }).DEMO_CONTENT).toBe(false);
  });

  it('stops with a message naming every bad setting', () => {
    const parse = () =>
      parseSettings({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', SMTP_URL: 'nada', DEMO_CONTENT: 'quizas' });
    expect(parse).toThrow(SettingsError);
    try {
      parse();
    } catch (error) {
      const text = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'DEMO_CONTENT']) expect(text).toContain(name);
    }
  });

  it('requires the four S3 settings together', () => {
    expect(() => parseSettings({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(/S3_ENDPOINT/);
    const s3 = resolveSettings(
      parseSettings({
        DATA_DIR: tempDir(),
        S3_ENDPOINT: 'http://localhost:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
      }),
    ).s3;
    expect(s3).toEqual({
      endpoint: 'http://localhost:9000',
      bucket: 'b',
      accessKey: 'k',
      secretKey: 's',
      region: 'us-east-1',
      publicUrl: undefined,
    });
  });

  it('requires LLM_MODEL with LLM_BASE_URL', () => {
    expect(() => parseSettings({ LLM_BASE_URL: 'http://localhost:8080/v1' })).toThrow(/LLM_MODEL/);
  });

  it('enables WhatsApp only with its app secret and verify token together, and checks the Graph URL', () => {
    expect(resolveSettings(parseSettings({ DATA_DIR: tempDir() })).whatsapp).toBeUndefined();
    expect(() => parseSettings({ WHATSAPP_APP_SECRET: 'secreto' })).toThrow(/WHATSAPP_VERIFY_TOKEN/);
    expect(() => parseSettings({ WHATSAPP_VERIFY_TOKEN: 'token' })).toThrow(/WHATSAPP_APP_SECRET/);
    expect(() =>
      parseSettings({ WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 't', WHATSAPP_GRAPH_URL: 'ftp://x' }),
    ).toThrow(/WHATSAPP_GRAPH_URL/);
    const settings = resolveSettings(
      parseSettings({
        DATA_DIR: tempDir(),
        WHATSAPP_APP_SECRET: 'secreto',
        WHATSAPP_VERIFY_TOKEN: 'token',
        WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/',
      }),
    );
    expect(settings.whatsapp).toEqual({
      appSecret: 'secreto',
      verifyToken: 'token',
      graphUrl: 'http://127.0.0.1:9999/v21.0',
    });
    expect(
      resolveSettings(
        parseSettings({ DATA_DIR: tempDir(), WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 't' }),
      ).whatsapp?.graphUrl,
    ).toBe('https://graph.facebook.com/v21.0');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    const settings = resolveSettings(
      parseSettings({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://vocero.app/' }),
    );
    expect(settings.publicUrl).toBe('https://vocero.app');
  });

  it('refuses PostgreSQL without the keys every instance must share, naming them', () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:5432/vocero';
    expect(() => parseSettings({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl })).toThrow(SettingsError);
    expect(() => parseSettings({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl })).toThrow(
      /SECRETS_KEY: required with DATABASE_URL[\s\S]*VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL[\s\S]*APP_TOKEN: required with DATABASE_URL/,
    );
    const vapid = webPush.generateVAPIDKeys();
    const settings = resolveSettings(
      parseSettings({
        DATA_DIR: tempDir(),
        DATABASE_URL: databaseUrl,
        SECRETS_KEY: 'ab'.repeat(32),
        APP_TOKEN: 'x'.repeat(20),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      }),
    );
    expect(settings.secretsKey.toString('hex')).toBe('ab'.repeat(32));
    expect(settings.push).toMatchObject({ publicKey: vapid.publicKey, privateKey: vapid.privateKey });
    // The embedded database is one process's alone: generating them in DATA_DIR is right there.
    expect(() => parseSettings({ DATA_DIR: tempDir() })).not.toThrow();
  });

  it('reads how logs are written and whether a start migrates (decision 058)', () => {
    const defaults = resolveSettings(parseSettings({ DATA_DIR: tempDir() }));
    expect(defaults).toMatchObject({ logFormat: 'auto', migrateOnStart: true });
    const set = resolveSettings(
      parseSettings({ DATA_DIR: tempDir(), LOG_FORMAT: 'json', MIGRATE_ON_START: 'false' }),
    );
    expect(set).toMatchObject({ logFormat: 'json', migrateOnStart: false });
    expect(() => parseSettings({ DATA_DIR: tempDir(), LOG_FORMAT: 'bonito' })).toThrow(/LOG_FORMAT/);
  });
});
