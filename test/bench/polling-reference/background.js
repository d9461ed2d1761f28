// The reference keeps what a polling scrobbler's background would get: the last state per tab.
const lastState = new Map();
chrome.runtime.onMessage.addListener((message, sender) => {
  if (sender.tab?.id !== undefined) lastState.set(sender.tab.id, message);
});
