import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { BackgroundAnswer } from '../../lib/messages/discover';
import { useImageSource } from '../shared/image-source';
import { readBackground } from './discover-client';

/**
 * The page header, over the fanart of the title the user watched last (spec 4.5
 * recently-watched-background; the background keeps the answer until the watch history moves).
 * Read once the library's own refresh has named the account.
 */
export function HeaderBackground({ ready, children }: { ready: boolean; children: ComponentChildren }) {
  const [background, setBackground] = useState<BackgroundAnswer | null>(null);
  useEffect(() => {
    if (ready) void readBackground().then(setBackground);
  }, [ready]);
  const headerRef = useRef<HTMLElement>(null);
  // After the data-saver choice (no fanart then) and, in Firefox, fetched with the app's User-Agent.
  const { chosen, src } = useImageSource(background?.image, 'fanart', headerRef);
  return (
    <header
      ref={headerRef}
      class={chosen ? 'spread page-header with-image' : 'spread page-header'}
      data-testid="page-header"
      data-background={chosen ?? ''}
      // Whether the choice is in (none is a choice too): what waits for the header's look waits on this.
      data-background-read={background === null ? 'no' : 'yes'}
      style={src ? { backgroundImage: `linear-gradient(90deg, var(--header-shade), transparent), url("${src}")` } : undefined}
    >
      {children}
      {chosen && background?.title && <p class="small header-caption">{t('library_last_watched', background.title)}</p>}
    </header>
  );
}
