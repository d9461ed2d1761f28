// What `wxt/browser` resolves to in the background and the extension's pages (modules/browser-api.ts).
// eslint-disable-next-line no-restricted-imports -- the one place the polyfill is named
export { default as browser } from 'webextension-polyfill';
