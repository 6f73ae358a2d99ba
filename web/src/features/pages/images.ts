/**
 * The site's photos and illustrations (web/public/images, replaceable by the restaurant's own files of the same
 * names). Width and height are those of the largest file, so the page reserves the right space while loading;
 * the hero's come from scripts/artwork, the others assume 3:2 until the artwork lands.
 */
type Artwork = { base: string; widths: readonly number[]; width: number; height: number };

export const heroImage: Artwork = {
  base: '/images/hero',
  widths: [640, 1280, 1920],
  width: 1920,
  height: 900,
};

export const deliveryImage: Artwork = {
  base: '/images/delivery',
  widths: [640, 1280],
  width: 1280,
  height: 853,
};

export const eventImages = {
  smallHall: { base: '/images/event-small-hall', widths: [640, 1280], width: 1280, height: 853 },
  cellar: { base: '/images/event-cellar', widths: [640, 1280], width: 1280, height: 853 },
  largeHall: { base: '/images/event-large-hall', widths: [640, 1280], width: 1280, height: 853 },
} satisfies Record<string, Artwork>;
