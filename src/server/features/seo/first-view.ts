import { Layout, Truncation } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { truncateAtWord } from '../../../shared/truncate-words';
import type { FirstViews } from '../../plugins/web-app';

/**
 * What the server already knows about a page, drawn into the HTML it sends so that a phone on a slow network
 * shows something real before the JavaScript arrives (issue 17). The web app replaces it when its first
 * screen is ready (src/web/main.tsx); the styles are the small inline block of src/web/index.html, and the
 * sizes of covers, avatars and the home's hero match the app's own so nothing moves when it does.
 */
export type FirstView =
  | {
      kind: 'bot';
      name: string;
      description: string;
      pictureUrl: string | null;
      coverUrl: string | null;
      /** The category's colour name (Mantine palette), for the cover of a bot without one. */
      color: string | null;
    }
  | { kind: 'profile'; name: string; bio: string; pictureUrl: string | null }
  | {
      kind: 'directory';
      bots: Array<{
        alias: string;
        name: string;
        description: string;
        pictureUrl: string | null;
        coverUrl: string | null;
      }>;
    }
  | { kind: 'home' };

/** Shade 6 of Mantine's default palette: a bot without a cover gets its category's colour at once. */
const PALETTE: Record<string, string> = {
  dark: '#2e2e2e',
  gray: '#868e96',
  red: '#fa5252',
  pink: '#e64980',
  grape: '#be4bdb',
  violet: '#7950f2',
  indigo: '#4c6ef5',
  blue: '#228be6',
  cyan: '#15aabf',
  teal: '#12b886',
  green: '#40c057',
  lime: '#82c91e',
  yellow: '#fab005',
  orange: '#fd7e14',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A URL for a CSS url("…") inside a style attribute: no quote, backslash or line break can close it. */
function cssUrl(url: string): string {
  return escapeHtml(url.replace(/["'\\\n\r()]/g, ''));
}

function avatar(name: string, pictureUrl: string | null, className: string, lazy = false): string {
  const label = escapeHtml(msg.botCard.avatar(name));
  return pictureUrl
    ? `<img class="${className}" src="${escapeHtml(pictureUrl)}" alt="${label}" width="128" height="128"${lazy ? ' loading="lazy"' : ''} decoding="async">`
    : `<span class="${className} fv-initial" role="img" aria-label="${label}">${escapeHtml(name.slice(0, 1).toUpperCase())}</span>`;
}

const spinner = (text: string) =>
  `<p class="fv-wait" role="status"><span class="fv-spin" aria-hidden="true"></span>${escapeHtml(text)}</p>`;

function bar(appName: string): string {
  return `<header class="fv-bar"><a class="fv-brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32"><span>${escapeHtml(appName)}</span></a></header>`;
}

/** The style attribute of a cover: the owner's picture, or a gradient in the category's colour. */
function coverStyle(coverUrl: string | null, color: string | null): string {
  const tone = PALETTE[color ?? ''] ?? PALETTE.indigo!;
  return coverUrl
    ? `background-image:url(&quot;${cssUrl(coverUrl)}&quot;)`
    : `background-image:linear-gradient(135deg,${tone},#3b5bdb)`;
}

function botView(view: Extract<FirstView, { kind: 'bot' }>): string {
  return [
    `<div class="fv-cover" style="${coverStyle(view.coverUrl, view.color)}"></div>`,
    '<main class="fv-page fv-bot">',
    '<div class="fv-head">',
    avatar(view.name, view.pictureUrl, 'fv-avatar'),
    `<h1>${escapeHtml(view.name)}</h1>`,
    `<p class="fv-desc">${escapeHtml(view.description)}</p>`,
    '</div>',
    `<section class="fv-card" aria-label="${escapeHtml(msg.botPage.chatTitle)}"><h2>${escapeHtml(msg.botPage.chatTitle)}</h2>${spinner(msg.botPage.chatLoading)}</section>`,
    '</main>',
  ].join('');
}

function profileView(view: Extract<FirstView, { kind: 'profile' }>): string {
  return [
    '<main class="fv-page fv-profile">',
    avatar(view.name, view.pictureUrl, 'fv-avatar'),
    `<h1>${escapeHtml(view.name)}</h1>`,
    view.bio ? `<p class="fv-desc">${escapeHtml(view.bio)}</p>` : '',
    spinner(msg.app.loading),
    '</main>',
  ].join('');
}

/**
 * Cards of the directory's first view that show their pictures: the first screen of a phone holds two, of a
 * desktop four. Below them a card waits with its colour and a lazy avatar, so a slow network carries the
 * app's code rather than pictures nobody sees yet; the app's own cards bring the covers.
 */
const DIRECTORY_PICTURED_CARDS = 4;

function directoryView(view: Extract<FirstView, { kind: 'directory' }>): string {
  const cards = view.bots
    .map((bot, index) => {
      const pictured = index < DIRECTORY_PICTURED_CARDS;
      const cover = coverStyle(pictured ? bot.coverUrl : null, null);
      return `<li><a class="fv-item" href="/${encodeURIComponent(bot.alias)}"><span class="fv-item-cover" style="${cover}"></span>${avatar(bot.name, bot.pictureUrl, 'fv-thumb', !pictured)}<strong>${escapeHtml(bot.name)}</strong><span class="fv-item-text">${escapeHtml(truncateAtWord(bot.description, Truncation.cardDescription))}</span></a></li>`;
    })
    .join('');
  return [
    '<div class="fv-band"><div class="fv-page">',
    `<h1>${escapeHtml(msg.home.explore)}</h1>`,
    `<p class="fv-lead">${escapeHtml(msg.explore.subtitle)}</p>`,
    '</div></div>',
    `<main class="fv-page fv-dir">${spinner(msg.explore.waiting)}<ul class="fv-list">${cards}</ul></main>`,
  ].join('');
}

function homeView(): string {
  return [
    `<div class="fv-hero" style="min-height:${Layout.heroMinHeightPx}px"><div class="fv-page">`,
    `<h1>${escapeHtml(msg.home.heroTitle)}</h1>`,
    `<p>${escapeHtml(msg.home.heroText)}</p>`,
    `<p class="fv-actions"><a href="/bots">${escapeHtml(msg.home.explore)}</a><a href="/auth/new">${escapeHtml(msg.home.create)}</a></p>`,
    '</div></div>',
  ].join('');
}

/**
 * The cover a page opens with is its largest picture (what the browser counts as the page's main paint):
 * fetched as soon as the head is read rather than when the inline style is applied. Not at high priority:
 * that would make it compete with, and hold, the first paint of the text.
 */
export function firstViewPreload(view: FirstView | undefined): string {
  const cover =
    view?.kind === 'bot' ? view.coverUrl : view?.kind === 'directory' ? view.bots[0]?.coverUrl : null;
  return cover ? `<link rel="preload" as="image" href="${escapeHtml(cover)}">` : '';
}

/** The HTML that goes inside #root: the page's first view, or the branded shell with a spinner. */
export function renderFirstView(view: FirstView | undefined, appName: string): string {
  const body = !view
    ? `<main class="fv-page">${spinner(msg.app.loading)}</main>`
    : view.kind === 'bot'
      ? botView(view)
      : view.kind === 'profile'
        ? profileView(view)
        : view.kind === 'directory'
          ? directoryView(view)
          : homeView();
  return `<div class="fv" aria-busy="true">${bar(appName)}${body}</div>`;
}

/**
 * The screen module a first view opens with (the lazy routes of src/web/router.tsx), for the pages whose
 * largest paint is text. The bot page, a profile and the directory open with a picture (the cover, the
 * avatar, the first card's cover) that the head already preloads: measured with Lighthouse, naming their
 * code beside it made the picture share the slow connection with the code and arrive later (bot page LCP
 * 2.2 → 2.8 s, directory 2.5 → 3.8 s), while their first view is already on screen from the HTML.
 */
const SCREEN_OF_VIEW: Partial<Record<FirstView['kind'], string>> = {
  home: 'routes/home.tsx',
};

/** The first views as the web app plugin draws them (plugins/web-app.ts). */
export const firstViews: FirstViews<FirstView> = {
  render: renderFirstView,
  preload: firstViewPreload,
  screens: SCREEN_OF_VIEW,
};
