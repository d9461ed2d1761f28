import { browser } from 'wxt/browser';
import type { LibraryView } from '../../messages/library';
import { LIBRARY_STREAM_PORT, libraryStreamMessages } from '../../messages/library-stream';
import { fromExtensionPage } from '../requests/senders';

/**
 * Answers the library page's open over a port, a slice of rows per message (library-stream.ts).
 * Only our own extension pages may connect: the library is the user's private data.
 */
export function listenForLibraryOpens(open: () => Promise<LibraryView>): void {
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== LIBRARY_STREAM_PORT) return;
    if (!port.sender || !fromExtensionPage(port.sender)) {
      port.disconnect();
      return;
    }
    let connected = true;
    port.onDisconnect.addListener(() => {
      connected = false;
    });
    void open().then((view) => {
      for (const message of libraryStreamMessages(view)) {
        if (!connected) return;
        port.postMessage(message);
      }
    });
  });
}
