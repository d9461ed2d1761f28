import { useEffect, useRef, useState } from 'preact/hooks';
import type { ArtworkShape } from '../../lib/library/artwork-choice';
import type { TitleArtworkAnswer } from '../../lib/messages/discover';
import { Artwork } from '../shared/Artwork';
import { whenInView } from '../shared/image-source';
import { readArtwork } from './discover-client';

interface Props {
  item: { kind: 'movie' | 'show' | 'anime'; svcId: number; title: string };
  shape: ArtworkShape;
  class?: string;
  testId?: string;
}

/**
 * The poster or fanart of a title whose list carries no picture (saved playbacks, the Watchlist,
 * trending): asked of the background (one detail read per title, kept) only once its frame comes
 * into view, so a long list reads only what the user scrolls to. Until then, and when there is
 * none, the title stands in its reserved box.
 */
export function TitleArtwork({ item, shape, class: extra, testId }: Props) {
  const frame = useRef<HTMLSpanElement>(null);
  const [answer, setAnswer] = useState<TitleArtworkAnswer | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let live = true;
    const stop = whenInView(element, () => void readArtwork(item.kind, item.svcId).then((read) => live && setAnswer(read)));
    return () => {
      live = false;
      stop();
    };
  }, [item.kind, item.svcId]);
  return (
    <span ref={frame} class={['title-artwork', extra ?? ''].filter(Boolean).join(' ')} data-asked={answer ? 'answered' : 'waiting'}>
      <Artwork url={answer?.[shape] ?? null} title={item.title} shape={shape} {...(testId ? { testId } : {})} />
    </span>
  );
}
