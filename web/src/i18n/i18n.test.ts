import { describe, expect, it } from 'vitest';

// Every pair of translation files: the shared texts and each feature's own.
const files = import.meta.glob<{ default: object }>(['./*.json', './*/*.json'], { eager: true });
const pairs = Object.keys(files)
  .filter((path) => path.endsWith('/hu.json'))
  .map((path) => ({
    name: path,
    hu: files[path]?.default,
    en: files[path.replace('/hu.json', '/en.json')]?.default,
  }));

/** Every leaf of a translation file as a dotted path, array items by index. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

describe.each(pairs)('translations $name', ({ hu, en }) => {
  const huLeaves = leaves(hu);
  const enLeaves = leaves(en);

  it('has an English file beside the Hungarian one', () => {
    expect(en).toBeDefined();
  });

  it('has every Hungarian key in English', () => {
    expect([...huLeaves.keys()].filter((key) => !enLeaves.has(key))).toEqual([]);
  });

  it('has every English key in Hungarian', () => {
    expect([...enLeaves.keys()].filter((key) => !huLeaves.has(key))).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = [...huLeaves, ...enLeaves].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const differing = [...huLeaves.keys()].filter(
      (key) => placeholders(huLeaves.get(key)).join() !== placeholders(enLeaves.get(key)).join(),
    );
    expect(differing).toEqual([]);
  });
});
