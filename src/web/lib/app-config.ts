import type { AppConfig } from '../../shared/schemas/system';

let current: AppConfig | undefined;

/** Run-time config: embedded by the server in the HTML, else (Vite dev server) fetched from the API. */
export async function loadAppConfig(): Promise<AppConfig> {
  const embedded = document.getElementById('app-config')?.textContent;
  const config = embedded
    ? (JSON.parse(embedded) as AppConfig)
    : await fetch('/api/config').then((r) => r.json() as Promise<AppConfig>);
  current = config;
  return config;
}

export function appConfig(): AppConfig {
  if (!current) throw new Error('App config read before loadAppConfig()');
  return current;
}
