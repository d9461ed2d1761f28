/**
 * Which item each piece of page text (a player title, a title line) was read for. After in-app
 * navigation the address changes a render before the page's text does; text already read for
 * another item is still that item's, and reading it for the new address would name the wrong item.
 */
export interface ShownText {
  /** True when `text` was read for an item other than `siteItemId`: not this item's (yet). */
  isAnother(text: string, siteItemId: string): boolean;
  /** Notes that `text` is what the page showed for `siteItemId`. */
  note(text: string, siteItemId: string): void;
}

export function shownText(): ShownText {
  const owners = new Map<string, string>();
  return {
    isAnother: (text, siteItemId) => {
      const owner = owners.get(text);
      return owner !== undefined && owner !== siteItemId;
    },
    note: (text, siteItemId) => {
      owners.set(text, siteItemId);
    },
  };
}
