/** The cities the marketplace serves; the id is the URL segment (/paris). */
export const SEED_ZONES = [
  { id: 'paris', nameFr: 'Paris', nameEn: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  { id: 'lyon', nameFr: 'Lyon', nameEn: 'Lyon', latitude: 45.764, longitude: 4.8357 },
  { id: 'bordeaux', nameFr: 'Bordeaux', nameEn: 'Bordeaux', latitude: 44.8378, longitude: -0.5792 },
] as const;
