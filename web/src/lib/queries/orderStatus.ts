/**
 * The query key of a guest's order by its status link. A server-rendered status page leaves the order it was
 * rendered with under it (src/entry-server.tsx seeds it, the browser adopts it before hydrating), so the first render
 * in the browser shows the same order. Here rather than in features/order-status/ so that the server's render reaches
 * it without a door that would add a chunk to the status page's first download.
 */
export const orderStatusKey = (token: string) => ['order-status', token] as const;
