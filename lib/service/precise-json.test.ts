import { describe, expect, it } from 'vitest';
import { parseJsonKeepingIds, quoteIntegerKeys } from './precise-json';

describe('64-bit ids kept exact (spec 2.7)', () => {
  const big = '1152921504607894851'; // > 2^60, far past Number.MAX_SAFE_INTEGER

  it('JSON.parse alone loses the digits (why the precise path exists)', () => {
    expect(String((JSON.parse(`{"id":${big}}`) as { id: number }).id)).not.toBe(big);
  });

  it('keeps the named key as its exact digits, and leaves other numbers numbers', () => {
    const text = `[{"id": ${big}, "progress": 42.5, "show": {"title": "A \\"id\\": 5", "ids": {"svc": 20001}}}, {"id":7,"progress":1}]`;
    const rows = parseJsonKeepingIds(text, ['id']) as Array<{ id: string; progress: number; show?: { title: string; ids: { svc: number } } }>;
    expect(rows[0]!.id).toBe(big);
    expect(rows[0]!.progress).toBe(42.5);
    expect(rows[0]!.show).toEqual({ title: 'A "id": 5', ids: { svc: 20001 } });
    expect(rows[1]!.id).toBe('7');
  });

  it('does not touch keys that merely end with the name, or non-integer values', () => {
    expect(quoteIntegerKeys('{"rewatch_id":12,"id":1.5,"xid":3}', ['id'])).toBe('{"rewatch_id":12,"id":1.5,"xid":3}');
  });
});
