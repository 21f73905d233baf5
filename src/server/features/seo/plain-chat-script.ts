/**
 * The bot page's one inline script (issue 38), in the head of its HTML. It does two things:
 *
 * - it sends the plain chat's form (first-view.ts) in the background instead of loading the page again,
 *   shows the visitor's message at once, and puts the chat of the page the server answers in place. It
 *   listens on the document, so it works from the first byte of the form;
 * - it starts the app. The bot page's HTML names the app's entry as a module to fetch, not to run
 *   (`link[data-app-entry]`, plugins/web-app.ts): its code arrives meanwhile (the page's load event waits
 *   for it), and runs once the visitor has left the loaded page alone for two seconds and is not using the
 *   plain chat (its box neither focused nor holding words, no message on its way). Running the app's code
 *   is one long task (2.7 s at 4× CPU in a trace, docs/performance.md): started while someone types into
 *   the chat, it would hold their keys and their message. The app, once it runs, takes the chat over (src/web/features/chat/plain-chat-handover.ts,
 *   told by `data-plain-chat-busy` on <html> and the `plain-chat-settled` event). Decision 045.
 *
 * Plain ES2020 that a browser runs as it is: no build step touches it. The Content-Security-Policy allows
 * it by its hash (plugins/web-app.ts), so not one character may change at run time. Without fetch, or if
 * the script never runs, the form posts the ordinary way and the page comes back whole.
 */
export const PLAIN_CHAT_SCRIPT = `(function () {
  var root = document.documentElement;
  var BUSY = 'data-plain-chat-busy';
  function settle() {
    root.removeAttribute(BUSY);
    document.dispatchEvent(new Event('plain-chat-settled'));
  }
  function item(className, text) {
    var li = document.createElement('li');
    li.className = className;
    li.textContent = text;
    return li;
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-plain-chat')) return;
    var card = form.closest('[data-chat]');
    if (!card || !window.fetch || !window.DOMParser || !window.URLSearchParams) return;
    var data = new FormData(form);
    var by = event.submitter;
    if (by && by.name) data.set(by.name, by.value);
    var text = String(data.get('pick') || data.get('message') || '').trim();
    event.preventDefault();
    if (!text || root.hasAttribute(BUSY)) return;
    root.setAttribute(BUSY, '');
    var input = form.querySelector('input[name="message"]');
    var focused = document.activeElement === input;
    var list = card.querySelector('ol');
    var mine = item('fv-msg fv-you', text);
    var wait = item('fv-msg fv-said fv-writing', card.getAttribute('data-writing'));
    wait.setAttribute('role', 'status');
    list.appendChild(mine);
    list.appendChild(wait);
    if (input) input.value = '';
    fetch(form.action, { method: 'POST', body: new URLSearchParams(data), credentials: 'same-origin' })
      .then(function (response) {
        return response.text();
      })
      .then(function (html) {
        var next = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-chat]');
        if (!next) throw new Error('no chat');
        card.replaceWith(document.adoptNode(next));
        var nextForm = next.querySelector('form');
        if (nextForm) nextForm.scrollIntoView({ block: 'nearest' });
        var nextInput = next.querySelector('input[name="message"]');
        if (focused && nextInput) nextInput.focus();
      })
      .catch(function () {
        list.removeChild(mine);
        list.removeChild(wait);
        if (input) input.value = text;
        var notice = card.querySelector('.fv-notice') || document.createElement('p');
        notice.className = 'fv-notice';
        notice.setAttribute('role', 'alert');
        notice.textContent = card.getAttribute('data-offline');
        form.parentNode.insertBefore(notice, form);
      })
      .then(settle);
  });

  // Two seconds after the page has loaded (the app's files are in) without the visitor touching it: time to
  // read the bot's name and reach for the box.
  var QUIET_MS = 2000;
  var timer = 0;
  var loaded = false;
  var started = false;
  function inUse() {
    var input = document.querySelector('[data-plain-chat] input[name="message"]');
    return root.hasAttribute(BUSY) || (!!input && (document.activeElement === input || !!input.value.trim()));
  }
  function startSoon() {
    if (started || !loaded) return;
    clearTimeout(timer);
    timer = setTimeout(function () {
      var entry = document.querySelector('link[data-app-entry]');
      if (started || !entry || inUse()) return;
      started = true;
      import(entry.href);
    }, QUIET_MS);
  }
  window.addEventListener('load', function () {
    loaded = true;
    startSoon();
  });
  ['plain-chat-settled', 'input', 'focusin', 'focusout', 'keydown', 'pointerdown'].forEach(function (type) {
    document.addEventListener(type, startSoon, { capture: true, passive: true });
  });
})();`;
