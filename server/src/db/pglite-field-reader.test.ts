import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite.close());

const rows = `select i, 'Rántott sajt ' || i || ' – őszibarack, ű' as name, case when i % 3 = 0 then null
  when i % 3 = 1 then '' else repeat('é', i % 50) end as note from generate_series(1, 2000) as i`;

// scripts/patch-pglite.ts, run by npm's postinstall (docs/decisions.md, "PGlite reads each field twice").
describe("PGlite's field reader, as npm install leaves it", () => {
  it('gives back every field as PostgreSQL sent it: multi-byte text, empty strings and nulls, row after row', async () => {
    const { rows: result } = await pglite.query<{ i: number; name: string; note: string | null }>(rows);
    expect(result).toHaveLength(2000);
    for (const { i, name, note } of result) {
      expect(name).toBe(`Rántott sajt ${i} – őszibarack, ű`);
      expect(note).toBe(i % 3 === 0 ? null : i % 3 === 1 ? '' : 'é'.repeat(i % 50));
    }
  });

  it('does not copy each field into a buffer of its own (twice the time of a day of orders)', async () => {
    const slice = vi.spyOn(ArrayBuffer.prototype, 'slice');
    try {
      await pglite.query(rows);
      // Copying reads would slice once per field that is not null: over 5000 times here.
      expect(slice.mock.calls.length).toBeLessThan(100);
    } finally {
      slice.mockRestore();
    }
  });
});
