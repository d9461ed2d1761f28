import type { ServiceConfig } from '../config';
import { answeredImageUrl } from './image-urls';
import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { containerOf, MediaRefSchema } from './media-ref';

/** spec 2.10: what a free or anonymous caller gets instead of lists (HTTP 200). */
const PremiumOnlySchema = z.looseObject({
  error: z.literal('premium_only'),
  message: z.string(),
  // Only the title is needed to render the card: an optional field that is null, missing or of
  // another type drops that field, never the whole body.
  item: z.looseObject({ title: z.string(), description: z.string().optional().catch(undefined), poster: z.string().optional().catch(undefined) }),
});
export type PremiumOnly = { kind: 'premium-only'; message: string; title: string; description: string; poster?: string };

export interface Pagination {
  page: number;
  pageCount: number;
  itemCount: number;
}

const PaginationSchema = z
  .looseObject({ page: z.number().int(), page_count: z.number().int(), item_count: z.number().int() })
  .transform((p): Pagination => ({ page: p.page, pageCount: p.page_count, itemCount: p.item_count }));

const ListSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable().optional(),
  item_count: z.number().int().optional(),
  updated_at: z.string().optional(),
});

export interface ListSummary {
  id: number;
  name: string;
  description: string;
  itemCount: number;
  updatedAt?: string;
}

export interface ListItem {
  rank: number;
  kind: 'movie' | 'show' | 'anime';
  svcId: number;
  title: string;
  year?: number;
}

export const USER_LIST_SORTS = ['updated', 'created', 'name', 'likes', 'followers', 'items', 'popularity'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];
/** `/lists/{id}` takes any sort (unknown ones fall back to the list's order); these are the useful ones. */
export const LIST_ITEM_SORTS = ['rank', 'title', 'year', 'added', 'popularity'] as const;
export type ListItemSort = (typeof LIST_ITEM_SORTS)[number];

export interface Paging<S> {
  sort: S;
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** spec 4.6: `limit` 1-500, and `page` x `limit` must not exceed 10000. */
const MAX_LIST_LIMIT = 500;
const MAX_LIST_REACH = 10_000;

function listPagingQuery<S>(paging: Paging<S>): Paging<S> {
  const whole = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 1);
  const limit = Math.min(MAX_LIST_LIMIT, Math.max(1, whole(paging.limit)));
  const page = Math.min(Math.floor(MAX_LIST_REACH / limit), Math.max(1, whole(paging.page)));
  return { ...paging, page, limit };
}

type PremiumBody = z.infer<typeof PremiumOnlySchema>;

/** spec 4.6: check `error` before reading `items`. */
function isPremiumOnly(body: object): body is PremiumBody {
  return (body as { error?: unknown }).error === 'premium_only';
}

/** The card's poster becomes an `<img src>`: only from the service's image host. */
function premium(body: PremiumBody, config: ServiceConfig): PremiumOnly {
  const poster = answeredImageUrl(config, body.item.poster);
  return { kind: 'premium-only', message: body.message, title: body.item.title, description: body.item.description ?? '', ...(poster ? { poster } : {}) };
}

/** Either body of a lists read. */
function listsAnswer<T extends z.ZodType>(items: T) {
  return z.union([PremiumOnlySchema, z.looseObject({ items, pagination: PaginationSchema })]);
}

/** spec 4.6 `GET /lists/user/{userId}` (V2 PRO/VIP; others get the premium_only body). */
export async function readUserLists(
  deps: HttpDeps,
  accessToken: string,
  userId: number,
  paging: Paging<UserListSort>,
): Promise<PremiumOnly | { kind: 'lists'; lists: ListSummary[]; pagination: Pagination }> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/lists/user/${userId}`,
    query: { ...listPagingQuery(paging) },
    accessToken,
    schema: listsAnswer(z.array(ListSchema)),
  });
  if (isPremiumOnly(data)) return premium(data, deps.config);
  return {
    kind: 'lists',
    lists: data.items.map((list) => ({
      id: list.id,
      name: list.name,
      description: list.description ?? '',
      itemCount: list.item_count ?? 0,
      ...(list.updated_at ? { updatedAt: list.updated_at } : {}),
    })),
    pagination: data.pagination,
  };
}

const ListItemSchema = z.looseObject({
  rank: z.number().int(),
  movie: MediaRefSchema.optional(),
  show: MediaRefSchema.optional(),
  anime: MediaRefSchema.optional(),
});

/** spec 4.6 `GET /lists/{id}`: one page of a list's items. */
export async function readListItems(
  deps: HttpDeps,
  accessToken: string,
  listId: number,
  paging: Paging<ListItemSort>,
): Promise<PremiumOnly | { kind: 'items'; items: ListItem[]; pagination: Pagination }> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/lists/${listId}`,
    query: { ...listPagingQuery(paging) },
    accessToken,
    schema: listsAnswer(z.array(ListItemSchema)),
  });
  if (isPremiumOnly(data)) return premium(data, deps.config);
  return {
    kind: 'items',
    items: data.items.flatMap((row) => {
      const container = containerOf(row);
      if (!container) return [];
      return [
        {
          rank: row.rank,
          kind: container.kind,
          svcId: container.ref.ids.svcId,
          title: container.ref.title,
          ...(container.ref.year ? { year: container.ref.year } : {}),
        },
      ];
    }),
    pagination: data.pagination,
  };
}
