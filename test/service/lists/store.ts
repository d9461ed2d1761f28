import type { Catalog } from '../catalog/store.ts';
import type { CatalogItem } from '../catalog/types.ts';

/**
 * Seeded custom lists (spec 4.6; created on the website, read-only in the API). List and item
 * fields are "not shown" (spec 2.12); the shapes chosen are in GAPS.md.
 */
export interface ListItem {
  rank: number;
  item: CatalogItem;
  listedAt: number;
  notes: string | null;
}

export interface CustomList {
  id: number;
  userId: number;
  name: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  likes: number;
  followers: number;
  popularity: number;
  items: ListItem[];
}

interface Seed {
  id: number;
  userId: number;
  name: string;
  description: string;
  created: string;
  updated: string;
  likes: number;
  followers: number;
  svcs: number[] | 'all';
}

const SEEDS: Seed[] = [
  {
    id: 7001,
    userId: 41_002,
    name: 'Mind-Bending',
    description: 'Films and shows that rearrange your head.',
    created: '2025-02-01T10:00:00Z',
    updated: '2026-03-10T18:00:00Z',
    likes: 120,
    followers: 45,
    svcs: [10004, 10005, 10008, 10015, 10022, 20004, 20001],
  },
  {
    id: 7002,
    userId: 41_002,
    name: 'Anime starter pack',
    description: 'Where to begin.',
    created: '2025-06-12T09:00:00Z',
    updated: '2025-12-01T09:00:00Z',
    likes: 300,
    followers: 150,
    svcs: [30008, 30001, 30002, 30012, 30010, 30004],
  },
  {
    id: 7003,
    userId: 41_003,
    name: 'Everything, ranked',
    description: 'The whole catalog in one list (for paging).',
    created: '2024-01-01T00:00:00Z',
    updated: '2026-04-30T23:00:00Z',
    likes: 12,
    followers: 3,
    svcs: 'all',
  },
  {
    id: 7004,
    userId: 41_003,
    name: 'Rewatch every winter',
    description: 'Comfort viewing.',
    created: '2025-11-20T12:00:00Z',
    updated: '2025-11-21T12:00:00Z',
    likes: 8,
    followers: 90,
    svcs: [20002, 10017, 10018],
  },
];

export class Lists {
  readonly lists: CustomList[];
  /** Edge cache of GET /lists/{id}: list id -> expiry (virtual ms). */
  readonly edge = new Map<number, number>();

  constructor(catalog?: Catalog) {
    this.lists = catalog ? SEEDS.map((s) => build(s, catalog)) : [];
  }

  byId(id: number): CustomList | undefined {
    return this.lists.find((l) => l.id === id);
  }

  ofUser(userId: number): CustomList[] {
    return this.lists.filter((l) => l.userId === userId);
  }
}

function build(s: Seed, catalog: Catalog): CustomList {
  const items = s.svcs === 'all' ? catalog.items : s.svcs.map((svc) => catalog.byId(svc)).filter((i): i is CatalogItem => i !== undefined);
  const created = Date.parse(s.created);
  return {
    id: s.id,
    userId: s.userId,
    name: s.name,
    description: s.description,
    createdAt: created,
    updatedAt: Date.parse(s.updated),
    likes: s.likes,
    followers: s.followers,
    popularity: s.likes * 2 + s.followers,
    items: items.map((item, i) => ({ rank: i + 1, item, listedAt: created + i * 3_600_000, notes: i === 0 ? 'Start here.' : null })),
  };
}
