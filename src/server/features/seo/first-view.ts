import { returnQuery } from '../../../shared/return-path';
import { Layout, Truncation } from '../../../shared/constants';
import { parseMarkdown, type Inline } from '../../../shared/markdown';
import { msg } from '../../../shared/messages.es';
import { PlainChatField, type PlainChatMessage, type PlainChatState } from '../../../shared/plain-chat';
import { ChatLimits } from '../../../shared/schemas/chat';
import { truncateAtWord } from '../../../shared/truncate-words';
import type { FirstViews } from '../../plugins/web-app';
import { PLAIN_CHAT_SCRIPT } from './plain-chat-script';

/** "Crear mi bot" before the app: the sign-up, continuing to the new-bot form (issue 38). */
const CREATE_BOT_HREF = `/auth/new${returnQuery('/dashboard/bots/new')}`;

/**
 * What the server already knows about a page, drawn into the HTML it sends so that a phone on a slow network
 * shows something real before the JavaScript arrives (issue 17). The web app replaces it when its first
 * screen is ready (src/web/main.tsx); the styles are the small inline block of src/web/index.html, and the
 * sizes of covers, avatars and the home's hero match the app's own so nothing moves when it does.
 */
export type FirstView =
  | {
      kind: 'bot';
      alias: string;
      name: string;
      description: string;
      pictureUrl: string | null;
      coverUrl: string | null;
      /** The category's colour name (Mantine palette), for the cover of a bot without one. */
      color: string | null;
      /** The bot's WhatsApp chat (wa.me), as the app's button links it; null without a number. */
      whatsappUrl: string | null;
      /** "Abierto ahora · cierra a las 19:00" and whether it is open; null without hours. */
      hours: { line: string; openNow: boolean } | null;
      /** The plain chat (issue 38): a form that works before the app's code arrives, or without it. */
      chat: PlainChatState;
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
        /** Open at the time of the listing (the card's «Abierto ahora»). */
        openNow: boolean;
      }>;
    }
  | { kind: 'home' }
  /** /questions (issue 38): the published FAQ, each answer behind its question, readable before the app. */
  | { kind: 'questions'; entries: Array<{ question: string; answer: string }> }
  /** A page that answers with a message only (a form posted to a missing bot). */
  | { kind: 'notice'; title: string; text: string };

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

/** A link of a bot's reply: web, mail and phone addresses only (markdown.ts), opened apart. */
function linkHtml(href: string, inner: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
}

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text);
        case 'br':
          return '<br>';
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(node.children)}</em>`;
        case 'link':
          return linkHtml(node.href, inlineHtml(node.children));
      }
    })
    .join('');
}

/**
 * A bot's reply as the app's chat shows it (components/bot-markdown.tsx): the same small markdown reader,
 * whose tree holds only strings, each escaped here; nothing in a reply becomes markup of its own.
 */
export function replyHtml(text: string): string {
  return parseMarkdown(text)
    .map((block) =>
      block.type === 'list'
        ? `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`
        : `<p>${inlineHtml(block.children)}</p>`,
    )
    .join('');
}

function messageHtml(message: PlainChatMessage): string {
  if (message.from === 'user') {
    return `<li class="fv-msg fv-you"><span class="fv-sr">${escapeHtml(msg.chat.you)}: </span>${escapeHtml(message.text)}</li>`;
  }
  if (message.from === 'owner') {
    return `<li class="fv-msg fv-owner"><strong>${escapeHtml(msg.handoff.ownerUnknown)}</strong><br>${escapeHtml(message.text)}</li>`;
  }
  const files = (message.files ?? [])
    .map(
      (file, i) =>
        `<a href="${escapeHtml(file)}" target="_blank" rel="noopener"><img src="${escapeHtml(file)}" alt="${escapeHtml(msg.chat.attachment(i + 1))}" width="72" height="72" loading="lazy"></a>`,
    )
    .join('');
  const links = (message.links ?? []).map((link) => linkHtml(link.url, escapeHtml(link.title))).join('');
  return `<li class="fv-msg fv-said">${replyHtml(message.text)}${files ? `<p class="fv-files">${files}</p>` : ''}${links ? `<p class="fv-links">${links}</p>` : ''}</li>`;
}

/**
 * The chat of the bot's first view: the greeting, the conversation's latest messages, the chips of the
 * last reply and a form that posts to the page itself. Without JavaScript the post draws the page again
 * with the reply; with it, the page's small script (plain-chat-script.ts) sends the form in the background
 * and puts the new chat in place. `data-chat` is the state the app takes over when it starts.
 */
function chatCard(view: Extract<FirstView, { kind: 'bot' }>): string {
  const { chat } = view;
  const messages = [{ from: 'bot' as const, text: msg.chat.greeting }, ...chat.messages]
    .map(messageHtml)
    .join('');
  const chips = chat.chips.length
    ? `<p class="fv-chips">${chat.chips
        .map(
          (chip) =>
            `<button type="submit" name="${PlainChatField.pick}" value="${escapeHtml(chip)}" formnovalidate>${escapeHtml(chip)}</button>`,
        )
        .join('')}</p>`
    : '';
  const notice = chat.notice ? `<p class="fv-notice" role="alert">${escapeHtml(chat.notice)}</p>` : '';
  const title = escapeHtml(msg.botPage.chatTitle);
  const label = escapeHtml(msg.chat.input);
  return [
    `<section class="fv-card fv-chat" id="chat" aria-label="${title}" data-chat="${escapeHtml(JSON.stringify(chat))}" data-writing="${escapeHtml(msg.chat.writing)}" data-offline="${escapeHtml(msg.chat.offline)}">`,
    `<h2>${title}</h2>`,
    `<ol class="fv-msgs" aria-label="${escapeHtml(msg.chat.messages)}" aria-live="polite">${messages}</ol>`,
    notice,
    `<form class="fv-form" method="post" action="/${encodeURIComponent(view.alias)}#chat" data-plain-chat>`,
    `<input type="hidden" name="${PlainChatField.conversationId}" value="${escapeHtml(chat.conversationId ?? '')}">`,
    // The send button comes before the chips: Enter in the input submits with the form's first button.
    `<p class="fv-send"><input type="text" name="${PlainChatField.message}" aria-label="${label}" placeholder="${label}" value="${escapeHtml(chat.draft)}" maxlength="${ChatLimits.messageMax}" required autocomplete="off" enterkeyhint="send">`,
    `<button type="submit">${escapeHtml(msg.chat.send)}</button></p>`,
    chips,
    '</form>',
    `<p class="fv-note">${escapeHtml(msg.chat.ownerReads)}</p>`,
    '</section>',
  ].join('');
}

function botView(view: Extract<FirstView, { kind: 'bot' }>): string {
  const whatsapp = view.whatsappUrl
    ? `<a class="fv-wa" href="${escapeHtml(view.whatsappUrl)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(msg.botPage.writeOnWhatsAppLabel(view.name))}">${escapeHtml(msg.botPage.writeOnWhatsApp)}</a>`
    : '';
  return [
    `<div class="fv-cover" style="${coverStyle(view.coverUrl, view.color)}"></div>`,
    '<main class="fv-page fv-bot">',
    '<div class="fv-head">',
    avatar(view.name, view.pictureUrl, 'fv-avatar'),
    `<h1>${escapeHtml(view.name)}</h1>`,
    `<p class="fv-desc">${escapeHtml(view.description)}</p>`,
    view.hours
      ? `<p class="fv-hours${view.hours.openNow ? '' : ' fv-closed'}">${escapeHtml(view.hours.line)}</p>`
      : '',
    '</div>',
    `<div class="fv-chat-area">${chatCard(view)}${whatsapp}</div>`,
    '</main>',
  ].join('');
}

function noticeView(view: Extract<FirstView, { kind: 'notice' }>): string {
  return [
    '<main class="fv-page fv-profile">',
    `<h1>${escapeHtml(view.title)}</h1>`,
    `<p>${escapeHtml(view.text)}</p>`,
    `<p class="fv-actions fv-plain-actions"><a href="/bots">${escapeHtml(msg.errorPage.exploreBots)}</a></p>`,
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
      return `<li><a class="fv-item" href="/${encodeURIComponent(bot.alias)}"><span class="fv-item-cover" style="${cover}"></span>${avatar(bot.name, bot.pictureUrl, 'fv-thumb', !pictured)}<strong>${escapeHtml(bot.name)}</strong>${bot.openNow ? `<span class="fv-hours">${escapeHtml(msg.agenda.openNowFilter)}</span>` : ''}<span class="fv-item-text">${escapeHtml(truncateAtWord(bot.description, Truncation.cardDescription))}</span></a></li>`;
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
  // The hero is the home's main landmark until the app draws the page (every page has one).
  return [
    `<main class="fv-hero" style="min-height:${Layout.heroMinHeightPx}px"><div class="fv-page">`,
    `<h1>${escapeHtml(msg.home.heroTitle)}</h1>`,
    `<p>${escapeHtml(msg.home.heroText)}</p>`,
    `<p class="fv-actions"><a href="/bots">${escapeHtml(msg.home.explore)}</a><a href="${escapeHtml(CREATE_BOT_HREF)}">${escapeHtml(msg.home.create)}</a></p>`,
    '</div></main>',
  ].join('');
}

function questionsView(view: Extract<FirstView, { kind: 'questions' }>): string {
  const f = msg.faqPage;
  const entries = view.entries
    .map(
      (entry) =>
        `<details class="fv-card" style="margin:12px 0"><summary><strong>${escapeHtml(entry.question)}</strong></summary>${replyHtml(entry.answer)}</details>`,
    )
    .join('');
  return [
    '<div class="fv-band"><div class="fv-page">',
    `<h1>${escapeHtml(msg.pages.questions)}</h1>`,
    `<p class="fv-lead">${escapeHtml(f.description)}</p>`,
    '</div></div>',
    '<main class="fv-page">',
    view.entries.length
      ? `<p class="fv-lead">${escapeHtml(f.count(view.entries.length))}</p>${entries}`
      : `<p>${escapeHtml(msg.empty.results)}</p>`,
    `<p><a href="/contact">${escapeHtml(f.notFoundTitle)} ${escapeHtml(msg.nav.talk)}</a></p>`,
    '</main>',
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
          : view.kind === 'notice'
            ? noticeView(view)
            : view.kind === 'questions'
              ? questionsView(view)
              : homeView();
  // A bot page works as it is (its plain chat), a notice is all there is: neither is busy.
  const busy = view?.kind === 'bot' || view?.kind === 'notice' ? '' : ' aria-busy="true"';
  return `<div class="fv"${busy}>${bar(appName)}${body}</div>`;
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
  questions: 'routes/content/questions.tsx',
};

/** The page a posted form answers with when there is nothing else to show: a missing bot, a failure. */
export function noticeOf(status: number, message: string): FirstView {
  if (status === 404) {
    return { kind: 'notice', title: msg.errorPage.notFoundTitle, text: msg.plainChat.notFoundText };
  }
  return {
    kind: 'notice',
    title: status >= 500 ? msg.errorPage.serverOops : msg.plainChat.refusedTitle,
    text: message,
  };
}

/** The first views as the web app plugin draws them (plugins/web-app.ts). */
export const firstViews: FirstViews<FirstView> = {
  render: renderFirstView,
  preload: firstViewPreload,
  screens: SCREEN_OF_VIEW,
  // The bot page's plain chat sends its form in the background, and the app starts when the chat is idle.
  scripts: { bot: { source: PLAIN_CHAT_SCRIPT, startsApp: true } },
  notice: noticeOf,
};
