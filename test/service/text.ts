/**
 * Title normalisation shared by search, the redirect helper and write resolution, so that
 * "Pokémon" == "pokemon" and "Glass Onion: A Knives Out Mystery" == "glass onion a knives out mystery".
 * Only marks on Latin letters are stripped: stripping them from kana would turn パ into ハ.
 */
export function normalizeTitle(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
