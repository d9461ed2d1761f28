// What a page or a site's API hands the content script is checked here, field by field, instead of
// with zod: a schema library would be most of every site script's weight (issue 17: at most 20 kB
// each). Messages to the background are not checked on this side; the background validates every
// one with the schemas in lib/messages.

export type JsonObject = Readonly<Record<string, unknown>>;
export type Check<T> = (value: unknown) => value is T;

/** Thrown by a reader: `path` ("video.seasons.0.seq") names the first field that is not as needed. */
export class ShapeError extends Error {
  constructor(readonly path: string) {
    super(`unexpected value at ${path || 'the top'}`);
  }
}

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** NaN and the infinities are no numbers a site means. */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A whole number a double holds exactly (what JSON ids and counters are). */
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
export const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;
/** A name as the background takes it (MediaGuessSchema: 1 to 300 characters once trimmed); a longer one is none. */
export const nameOf = (value: unknown): string | undefined => {
  const trimmed = isString(value) ? value.trim() : '';
  return trimmed && trimmed.length <= 300 ? trimmed : undefined;
};
export const isOneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

/** `check`, or a field that is not there at all (null is there: a site saying null means something else). */
export const orMissing =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);

/** `check`, a field that is not there, or null: APIs that leave another type's fields empty (a film's series name). */
export const orAbsent =
  <T>(check: Check<T>): Check<T | null | undefined> =>
  (value: unknown): value is T | null | undefined =>
    value === undefined || value === null || check(value);

// Readers that say where an answer changed (for the activity log), not only that it did.

/** Where a field sits ("video.seasons.0.seq"), as a ShapeError names it. */
const pathOf = (parent: string, key: string | number): string => (parent ? `${parent}.${key}` : String(key));

export function objectAt(value: unknown, path: string): JsonObject {
  if (!isObject(value)) throw new ShapeError(path);
  return value;
}

export function arrayAt(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(path);
  return value;
}

/** A check per field, in the order they are checked. */
export type Fields = Readonly<Record<string, Check<unknown>>>;

/** `value` as an object whose fields pass their checks; throws naming the first that does not. */
export function checkFields(value: unknown, fields: Fields, path: string): JsonObject {
  const object = objectAt(value, path);
  for (const [key, check] of Object.entries(fields)) {
    if (!check(object[key])) throw new ShapeError(pathOf(path, key));
  }
  return object;
}
