import type { SpaceDetail } from '../../../contracts/spaces';
import { clockString, parseClock } from '../../../domain/clock';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const time = (hhmm: number) => clockString(parseClock(hhmm) ?? 0);
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org data for search engines: the space as a Place (address, position, opening hours,
 * amenities) and as a Product whose Offer is its hourly price in euros. `url` is the page's
 * canonical address and `absolute` turns a photo path into a full URL.
 */
export function spaceStructuredData(
  space: SpaceDetail,
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> {
  const images = space.photos.map(absolute);
  const place = {
    '@type': 'Place',
    '@id': `${url}#place`,
    name: space.title,
    description: space.description,
    url,
    image: images,
    address: {
      '@type': 'PostalAddress',
      streetAddress: space.address.street,
      postalCode: space.address.postal_code,
      addressLocality: space.address.city,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: space.latitude, longitude: space.longitude },
    maximumAttendeeCapacity: space.capacity,
    amenityFeature: space.features.map((feature) => ({
      '@type': 'LocationFeatureSpecification',
      name: feature,
      value: true,
    })),
    openingHoursSpecification: space.opening_hours.flatMap((hours, weekday) =>
      hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${WEEKDAYS[weekday]}`,
              opens: time(hours.open),
              closes: time(hours.close),
            },
          ]
        : [],
    ),
  };
  const product = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: space.title,
    description: space.description,
    image: images,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: euros(space.price_hour),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: euros(space.price_hour),
        priceCurrency: 'EUR',
        unitCode: 'HUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'HUR' },
      },
    },
  };
  // Only with at least one visible review: an aggregateRating of nothing is an error for search engines.
  const rated =
    space.rating && space.rating.count > 0 && space.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: space.rating.average,
            reviewCount: space.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { ...place, ...rated },
      { ...product, ...rated },
    ],
  };
}
