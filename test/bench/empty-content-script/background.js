// Nothing: launchWithExtension waits for a service worker.
