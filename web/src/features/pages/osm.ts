type Point = { latitude: number; longitude: number };

/** OpenStreetMap's own page centred on the point, with a marker. */
export function osmPageUrl({ latitude, longitude }: Point): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** OpenStreetMap's embeddable map of a few streets around the point. */
export function osmEmbedUrl({ latitude, longitude }: Point): string {
  const dLat = 0.004;
  const dLon = 0.008;
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}
