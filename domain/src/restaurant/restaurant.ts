/** Every business rule of time runs in the restaurant's zone, whatever the zone of the server or the browser. */
export const restaurantTimeZone = 'Europe/Budapest';

/**
 * Every fact about the restaurant in one place (issue: "all restaurant facts come from one configuration
 * module"): the site, the footer, the PDFs and the e-mails read them from here. Texts that differ by language
 * are given in both.
 */
export const restaurant = {
  name: 'Konyha',
  /** URL slug of the house speciality group: /foods/konyha-dishes (DESIGN §5 Groups). */
  brandSlug: 'konyha',
  address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
  phone: '+36 1 555 0134',
  email: 'hello@konyha.hu',
  social: { label: 'Facebook', url: 'https://www.facebook.com/konyhabudapest' },
  /** Daily opening hours, local time (restaurantTimeZone). */
  openingHours: { opens: '11:00', closes: '22:00' },
  timeZone: restaurantTimeZone,
  deliveryArea: { hu: 'Budapest XIII. kerület', en: 'Budapest, District XIII' },
  /** What the courier accepts at the door. */
  doorPayments: {
    hu: ['készpénz', 'bankkártya', 'SZÉP-kártya'],
    en: ['cash', 'bank card', 'SZÉP holiday card'],
  },
  map: { latitude: 47.5187, longitude: 19.0488 },
  rooms: [
    { id: 'smallHall', capacity: 60 },
    { id: 'cellarBar', capacity: 30 },
    { id: 'largeHall', capacity: 70, stage: true },
    { id: 'fullCellar', capacity: 160 },
  ],
} as const;

export type Restaurant = typeof restaurant;

export function restaurantAddressLine(): string {
  const { zipCode, city, street } = restaurant.address;
  return `${zipCode} ${city}, ${street}`;
}
