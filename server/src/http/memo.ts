/**
 * A cache of loads in flight or done, one per key. A failed load does not stick: the next call tries again. Clearing
 * the map drops loads in flight too, so an answer made from data that changed meanwhile is never kept.
 */
export function memo<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    cache.set(key, entry);
    entry.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
  }
  return entry;
}
