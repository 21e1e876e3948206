import { createHash } from 'node:crypto';
import type { Router } from 'express';
import { html, SafeHtml } from './html';

/**
 * When the SPA takes over a server page. `now`: a signed-in visitor (the SPA knows them) or one who asked to act
 * (`?apply=1`). `on-interaction`: an anonymous reader, whose page is whole without it (every control is a link):
 * the SPA loads at their first touch, click, key, wheel or mouse move, so its start-up never competes with the
 * page's first paint and a visitor who only reads never pays for it.
 */
export type SpaBoot = 'now' | 'on-interaction';

export const spaBootFor = (signedIn: boolean, wantsToApply: boolean): SpaBoot =>
  signedIn || wantsToApply ? 'now' : 'on-interaction';

/** The id of the inert `<template>` holding the SPA's asset tags until the first interaction. */
const ASSETS_ID = 'spa-assets';

/**
 * A classic script (CSP `script-src 'self'` allows no inline one). On the first interaction it makes live copies
 * of the template's tags: stylesheets and module preloads first, the entry script once the stylesheets are in,
 * so the SPA never renders unstyled.
 */
export const SPA_BOOT_SCRIPT = `(function () {
  var assets = document.getElementById('${ASSETS_ID}');
  if (!assets) return;
  // Apply answers at once: busy, the SPA starting (or already on its way), the address saying ?apply=1 so the SPA
  // opens the sign-up as it takes over — instead of a whole new page load behind an unchanged button.
  var apply = document.querySelector('a[data-apply]');
  if (apply) apply.addEventListener('click', function (event) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (apply.getAttribute('aria-busy') === 'true') return;
    apply.setAttribute('aria-busy', 'true');
    apply.setAttribute('aria-disabled', 'true');
    apply.textContent = apply.getAttribute('data-busy-text') || apply.textContent;
    history.replaceState(history.state, '', apply.getAttribute('href'));
    boot();
  });
  var events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  var started = false;
  function live(tag) {
    var element = document.createElement(tag.tagName.toLowerCase());
    for (var i = 0; i < tag.attributes.length; i++) element.setAttribute(tag.attributes[i].name, tag.attributes[i].value);
    return element;
  }
  function boot() {
    if (started) return;
    started = true;
    events.forEach(function (type) { removeEventListener(type, boot, true); });
    var scripts = [];
    var pending = 0;
    function run() { scripts.forEach(function (script) { document.body.appendChild(script); }); }
    Array.prototype.forEach.call(assets.content.children, function (tag) {
      var element = live(tag);
      if (element.tagName === 'SCRIPT') return void scripts.push(element);
      if (element.rel === 'stylesheet') {
        pending++;
        element.onload = element.onerror = function () { if (--pending === 0) run(); };
      }
      document.head.appendChild(element);
    });
    if (pending === 0) run();
  }
  events.forEach(function (type) { addEventListener(type, boot, { capture: true, passive: true }); });
})();
`;

const VERSION = createHash('sha256').update(SPA_BOOT_SCRIPT).digest('base64url').slice(0, 12);

/** Versioned by content: a changed script is a new URL, so the file is cached for a year. */
export const SPA_BOOT_PATH = `/spa-boot.js?v=${VERSION}`;

/** What follows a server page's content: the SPA's assets as they are, or held in a template for the boot script. */
export function spaAssets(assets: string, boot: SpaBoot): SafeHtml {
  const tags = new SafeHtml(assets);
  if (boot === 'now') return tags;
  return html`<template id="${ASSETS_ID}">${tags}</template>\n<script src="${SPA_BOOT_PATH}" defer></script>`;
}

export function registerSpaBoot(router: Router) {
  router.get('/spa-boot.js', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/javascript').send(SPA_BOOT_SCRIPT);
  });
}
