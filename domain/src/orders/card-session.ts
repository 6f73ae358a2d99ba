/** How long the `userId` of GET /crypto/publickey takes a card payload (issue 10, item 8). */
export const cardSessionLifetimeMs = 15 * 60_000;

/**
 * The issue time a session must be later than to take a payload at `now`: one issued exactly 15 minutes ago has
 * expired.
 */
export const oldestUsableIssue = (now: Date) => new Date(now.getTime() - cardSessionLifetimeMs);
