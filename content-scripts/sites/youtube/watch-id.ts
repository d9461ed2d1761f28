/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[\w-]{11}$/u;

/** `/watch?v=<id>` (with `&list=`, `&index=`, `&t=` or `&hl=` around it) -> the id; else null. */
export function videoIdOf(url: URL): string | null {
  if (url.pathname !== '/watch') return null;
  const id = url.searchParams.get('v');
  return id && VIDEO_ID.test(id) ? id : null;
}
