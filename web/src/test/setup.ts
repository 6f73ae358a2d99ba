import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { featureNamespaces, i18n, i18nReady, languages, loadBundle, loadLanguage } from '../i18n/i18n.ts';
import { loadCart } from '../lib/cartStore.ts';
import { clearToasts } from '../lib/toasts/store.ts';

// jsdom has <dialog> but not its modal methods; these mimic what browsers do, including the initial focus.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
// jsdom lays nothing out, so there is no size to observe (the staff's alert banners reserve their height with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has <audio> but plays nothing: here it plays as in a browser that lets the page sound (the sound's own tests
// make it refuse).
HTMLMediaElement.prototype.play = async function play() {};
HTMLMediaElement.prototype.load = function load() {};
// React Router's scroll restoration calls it, and jsdom has no scrolling.
window.scrollTo = vi.fn() as typeof window.scrollTo;

await i18nReady;
await Promise.all(languages.map(loadLanguage));
await Promise.all(languages.flatMap((language) => featureNamespaces.map((ns) => loadBundle(language, ns))));

beforeEach(async () => {
  localStorage.clear();
  loadCart();
  clearToasts();
  await i18n.changeLanguage('hu');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
