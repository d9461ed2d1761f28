import { storage } from 'wxt/utils/storage';
import type { z } from 'zod';

/**
 * A value in storage.session, read through WXT's storage and checked against its schema: a value
 * of another shape reads as absent instead of reaching the caller half-formed. No version or
 * migrations, unlike the local and sync items: the browser empties storage.session whenever the
 * extension is updated, reloaded or the browser restarts, so a value never meets a newer reader.
 * Keys may carry a part (a tab, an origin) after the name: `name:part`.
 */
export function sessionValue<Schema extends z.ZodType>(name: string, schema: Schema) {
  const keyOf = (part?: string | number) => (part === undefined ? `session:${name}` : `session:${name}:${part}`) as `session:${string}`;
  return {
    async get(part?: string | number): Promise<z.infer<Schema> | null> {
      const parsed = schema.safeParse(await storage.getItem(keyOf(part)));
      return parsed.success ? parsed.data : null;
    },
    async set(value: z.infer<Schema>, part?: string | number): Promise<void> {
      await storage.setItem(keyOf(part), value);
    },
    async remove(part?: string | number): Promise<void> {
      await storage.removeItem(keyOf(part));
    },
  };
}
