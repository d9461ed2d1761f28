import { useRef, useState } from 'preact/hooks';
import type { ArtworkShape } from '../../lib/library/artwork-choice';
import { useImageSource } from './image-source';

/** Pixel sizes the image host draws at the `_m` size: the box is reserved before the picture arrives. */
const SIZES: Record<ArtworkShape, readonly [number, number]> = { poster: [300, 450], fanart: [1280, 720] };

interface Props {
  url: string | null | undefined;
  /** Shown in the picture's place when there is none or it fails to load. */
  title: string;
  shape?: ArtworkShape;
  class?: string;
  testId?: string;
}

/**
 * A poster or fanart from the image host: lazy, its box reserved by the frame's aspect ratio (no
 * layout shift), at the size the data-saver choice allows (image-source.ts), and the title in its
 * place when there is no picture or it fails to load. The picture is decoration beside the title's
 * name, so it has no alt text of its own.
 */
export function Artwork({ url, title, shape = 'poster', class: extra, testId }: Props) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const { src, fallback } = useImageSource(url, shape, frameRef);
  const [failed, setFailed] = useState<string | null>(null);
  const [width, height] = SIZES[shape];
  const showPicture = !fallback && failed !== src;
  const frame = ['poster-frame', shape === 'fanart' ? 'fanart' : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <span ref={frameRef} class={frame} data-testid={testId} data-artwork={showPicture ? 'picture' : 'fallback'}>
      {showPicture ? (
        src && <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <span class="poster-fallback" aria-hidden="true">
          {title}
        </span>
      )}
    </span>
  );
}
