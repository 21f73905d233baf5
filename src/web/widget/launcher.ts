/**
 * widget.js: the launcher an owner pastes into their own site as
 * `<script src="{PUBLIC_URL}/widget.js" data-bot="{alias}" async></script>`.
 *
 * It must stay tiny and never slow the host page: no framework, nothing before the page has parsed, and the
 * chat itself (the product's own panel, in an iframe) loads only on the first click. The button lives in a
 * shadow root, so the host's CSS cannot restyle it, and the chat in a frame of our own origin, out of reach of
 * the host's scripts.
 */
import { widget as t } from '../../shared/messages/widget';
import type { WidgetConfig } from '../../shared/schemas/widget';

const CLOSE_MESSAGE = 'vocero:close';

const CHAT_ICON =
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M8 9h8M8 13h6"/><path d="M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-5 3v-3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"/></svg>';
const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';

const CSS = `
:host{all:initial}
.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;width:60px;height:60px;border:0;border-radius:50%;
background:#4263eb;color:#fff;box-shadow:0 6px 20px rgba(0,0,0,.25);cursor:pointer;display:grid;place-items:center;
padding:0;transition:transform .15s ease}
.launcher:hover{transform:scale(1.06)}
.launcher:focus-visible{outline:3px solid #91a7ff;outline-offset:3px}
.panel{position:fixed;right:20px;bottom:92px;z-index:2147483000;width:380px;max-width:calc(100vw - 40px);
height:min(640px,calc(100vh - 112px));border-radius:16px;overflow:hidden;background:#fff;
box-shadow:0 12px 40px rgba(0,0,0,.28)}
.panel[hidden]{display:none}
.loading{position:absolute;inset:0;display:grid;place-items:center;font:14px system-ui,sans-serif;color:#555}
iframe{position:relative;border:0;width:100%;height:100%;display:block;background:transparent}
@media (max-width:480px){.panel{inset:0;width:auto;max-width:none;height:auto;border-radius:0}.open .launcher{display:none}}
@media (prefers-reduced-motion:reduce){.launcher{transition:none}}
`;

function mount(config: WidgetConfig, base: string, id: string): void {
  const host = document.createElement('div');
  host.id = id;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = CSS;
  const shell = document.createElement('div');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.setAttribute('aria-expanded', 'false');
  let panel: HTMLDivElement | undefined;
  let frame: HTMLIFrameElement | undefined;

  const show = (open: boolean, moveFocus = true) => {
    shell.className = open ? 'open' : '';
    button.innerHTML = open ? CLOSE_ICON : CHAT_ICON;
    button.setAttribute('aria-label', open ? t.close : t.open(config.name));
    button.setAttribute('aria-expanded', String(open));
    if (open && !panel) {
      panel = document.createElement('div');
      panel.className = 'panel';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', t.panel(config.name));
      const loading = document.createElement('div');
      loading.className = 'loading';
      loading.textContent = t.loading;
      frame = document.createElement('iframe');
      frame.title = t.panel(config.name);
      frame.src = `${base}/embed/${encodeURIComponent(config.alias)}?origin=${encodeURIComponent(location.origin)}`;
      frame.addEventListener('load', () => loading.remove());
      panel.append(loading, frame);
      shell.append(panel);
    }
    if (panel) panel.hidden = !open;
    if (moveFocus) (open ? frame : button)?.focus();
  };

  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
  // The panel's own close button (and Escape) ask from inside the frame.
  window.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (frame && event.source === frame.contentWindow && data?.type === CLOSE_MESSAGE) show(false);
  });

  shell.append(button);
  root.append(style, shell);
  show(false, false);
  document.body.append(host);
}

function boot(): void {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[data-bot][src*="/widget.js"]');
  const alias = script?.dataset.bot?.trim();
  if (!script || !alias) return;
  const id = `vocero-widget-${alias}`;
  const base = new URL(script.src, location.href).origin;
  // The snippet pasted twice (or a page that re-runs its scripts) still makes one launcher per bot.
  const started = window as unknown as Record<string, boolean | undefined>;
  if (started[id]) return;
  started[id] = true;
  const start = () => {
    fetch(`${base}/api/widget/${encodeURIComponent(alias)}`, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<WidgetConfig>;
      })
      .then((config) => mount(config, base, id))
      .catch((error: Error) =>
        console.warn(error.message === '403' ? t.refused(alias) : t.unavailable(alias)),
      );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

boot();
