import { useState } from 'preact/hooks';

/** Pixel sizes the image host draws at the `_m` size: the box is reserved before the picture arrives. */
const SIZES = { poster: [300, 450], fanart: [1280, 720] } as const;

interface Props {
  url: string | null | undefined;
  /** Shown in the picture's place when there is none or it fails to load. */
  title: string;
  shape?: keyof typeof SIZES;
  class?: string;
  testId?: string;
}

/**
 * A poster or fanart from the image host: lazy, its box reserved by the frame's aspect ratio (no
 * layout shift), and the title in its place when there is no picture or it fails to load. The
 * picture is decoration beside the title's name, so it has no alt text of its own.
 */
export function Artwork({ url, title, shape = 'poster', class: extra, testId }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const [width, height] = SIZES[shape];
  const showPicture = Boolean(url) && failed !== url;
  const frame = ['poster-frame', shape === 'fanart' ? 'fanart' : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <span class={frame} data-testid={testId} data-artwork={showPicture ? 'picture' : 'fallback'}>
      {showPicture && url ? (
        <img src={url} alt="" width={width} height={height} loading="lazy" decoding="async" onError={() => setFailed(url)} />
      ) : (
        <span class="poster-fallback" aria-hidden="true">
          {title}
        </span>
      )}
    </span>
  );
}
