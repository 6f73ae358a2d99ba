/** Reads until `ok` holds or `withinMs` pass, for changes that arrive asynchronously (a database NOTIFY). */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  withinMs = 2000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
