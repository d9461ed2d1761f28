import { z } from 'zod';

/**
 * A list answer read row by row: a row that does not match `row` is skipped and logged, so one odd
 * row (a field the service renamed, a null where a number was) never fails the whole list; the
 * list itself must still be an array.
 */
export function readableRows<T>(row: z.ZodType<T>, label: string): z.ZodType<T[]> {
  return z.array(z.unknown()).transform((rows) =>
    rows.flatMap((raw, index) => {
      const parsed = row.safeParse(raw);
      if (parsed.success) return [parsed.data];
      console.warn(`${label}: row ${index} skipped (${parsed.error.issues[0]?.message ?? 'shape'})`);
      return [];
    }),
  ) as unknown as z.ZodType<T[]>;
}
