import type { JobPosting, WithContext } from 'schema-dts';
import { EMPLOYMENT_TYPES, parseSalary, remoteLocation } from '@takeoff/shared/public-pages';
import { addressCountry } from './address-country';
import { escapeHtml } from './html';
import { flightPath, type FlightRecord } from './flights.service';

/** Google reads HTML in a JobPosting's description: the plain text's paragraphs as <p>, escaped. */
const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The schema.org JobPosting of an open, public flight (Google for Jobs), typed by schema-dts. A field the data does
 * not hold is left out, never made up: validThrough only with an expiry, addressCountry only when the location names
 * the country, sameAs only with the company's own website. Companies have no logo of their own yet, so none is sent.
 */
export function jobPosting(flight: FlightRecord, origin: string): WithContext<JobPosting> {
  const salary = parseSalary(flight.salary);
  const place = remoteLocation(flight.location);
  const country = addressCountry(flight.location);
  const regionCountry = place.applicantRegion ? addressCountry(place.applicantRegion) : null;
  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: flight.title,
    description: descriptionHtml(flight.description),
    datePosted: flight.createdAt.toISOString(),
    ...(flight.expiresAt ? { validThrough: flight.expiresAt.toISOString() } : {}),
    employmentType: EMPLOYMENT_TYPES[flight.type],
    identifier: {
      '@type': 'PropertyValue',
      name: 'Takeoff flight number',
      value: flight.flightNumber,
    },
    url: `${origin}${flightPath(flight.flightNumber)}`,
    directApply: false,
    hiringOrganization: {
      '@type': 'Organization',
      name: flight.companyName,
      ...(flight.companyWebsite ? { sameAs: flight.companyWebsite } : {}),
    },
    ...(flight.skills.length > 0 ? { skills: flight.skills.join(', ') } : {}),
    ...(flight.experience && flight.experience !== 'Not specified'
      ? { experienceRequirements: flight.experience }
      : {}),
    ...(place.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(place.applicantRegion
            ? {
                applicantLocationRequirements: regionCountry
                  ? { '@type': 'Country', name: regionCountry }
                  : { '@type': 'AdministrativeArea', name: place.applicantRegion },
              }
            : {}),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: flight.location,
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value:
              salary.minValue === salary.maxValue
                ? {
                    '@type': 'QuantitativeValue',
                    value: salary.minValue,
                    unitText: salary.unitText,
                  }
                : {
                    '@type': 'QuantitativeValue',
                    minValue: salary.minValue,
                    maxValue: salary.maxValue,
                    unitText: salary.unitText,
                  },
          },
        }
      : {}),
  };
  return posting;
}
