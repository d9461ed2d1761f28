import { storage } from 'wxt/utils/storage';
import { z } from 'zod/mini';

/**
 * A value in storage.session, read through WXT's storage and checked against its schema: a value
 * of another shape or version reads as absent instead of reaching the caller half-formed. It carries
 * its version like every stored item; it needs no migrations, unlike the local and sync items: the
 * browser empties storage.session whenever the extension is updated or reloaded and when the
 * browser restarts, so a value never meets a newer reader. Keys may carry a part (a tab, an
 * origin) after the name: `name:part`. zod's mini build: the popup reads its cached status here
 * before its first paint (the schemas may be classic or mini).
 */
export function sessionValue<Schema extends z.core.$ZodType>(name: string, schema: Schema, version = 1) {
  const keyOf = (part?: string | number) => (part === undefined ? `session:${name}` : `session:${name}:${part}`) as `session:${string}`;
  const Envelope = z.object({ version: z.literal(version), value: z.unknown() });
  return {
    async get(part?: string | number): Promise<z.infer<Schema> | null> {
      const envelope = z.safeParse(Envelope, await storage.getItem(keyOf(part)));
      const parsed = envelope.success ? z.safeParse(schema, envelope.data.value) : null;
      return parsed?.success ? parsed.data : null;
    },
    async set(value: z.infer<Schema>, part?: string | number): Promise<void> {
      await storage.setItem(keyOf(part), { version, value });
    },
    async remove(part?: string | number): Promise<void> {
      await storage.removeItem(keyOf(part));
    },
  };
}
