/** The title's poster from the image host; a lettered placeholder while unknown or when there is none. */
export function Poster({ url, title }: { url: string | null | undefined; title: string }) {
  if (url) return <img class="poster" src={url} alt="" width={54} height={80} data-testid="poster" />;
  return (
    <div class="poster placeholder" aria-hidden="true" data-testid="poster-placeholder">
      {title.slice(0, 1).toUpperCase()}
    </div>
  );
}
