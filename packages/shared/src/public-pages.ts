import { z } from 'zod';
import { FLIGHT_NUMBER_FORMAT, Job } from './jobs';
import { AnswerRecord } from './response-promise';

/** Careers page slugs: lower-case ASCII words joined by single hyphens. */
export const SLUG_LIMITS = { min: 3, max: 60 } as const;
export const CompanySlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_LIMITS.min)
  .max(SLUG_LIMITS.max)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'may hold only lower-case letters, digits and single hyphens between them',
  );

/** A slug derived from a company's name ('Café Ωmega Tech!' → 'cafe-mega-tech'); `fallback` when too little is left. */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LIMITS.max - 4)
    .replace(/-+$/g, '');
  return slug.length >= SLUG_LIMITS.min ? slug : fallback;
}

export interface ParsedSalary {
  currency: string;
  minValue: number;
  maxValue: number;
  unitText: 'YEAR' | 'MONTH' | 'WEEK' | 'DAY' | 'HOUR';
}

const CURRENCY_SIGNS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  $: 'USD',
  '¥': 'JPY',
  '₹': 'INR',
  '₺': 'TRY',
  '₽': 'RUB',
  '₩': 'KRW',
  '₪': 'ILS',
  '₴': 'UAH',
  '₣': 'CHF',
  '₿': 'BTC',
  '₦': 'NGN',
  '₱': 'PHP',
  '฿': 'THB',
  '₫': 'VND',
  '₡': 'CRC',
  '₲': 'PYG',
  '₵': 'GHS',
  '₸': 'KZT',
  '₮': 'MNT',
  '₭': 'LAK',
  '₾': 'GEL',
  '₼': 'AZN',
};
const CURRENCY_CODES = new Set([
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'INR',
  'TRY',
  'ILS',
  'ZAR',
  'BRL',
  'MXN',
  'SGD',
  'HKD',
  'CNY',
  'AED',
]);
const UNITS: [RegExp, ParsedSalary['unitText']][] = [
  [/\/\s*(h|hr|hour)\b|per\s+hour|hourly/i, 'HOUR'],
  [/\/\s*(d|day)\b|per\s+day|daily/i, 'DAY'],
  [/\/\s*(w|wk|week)\b|per\s+week|weekly/i, 'WEEK'],
  [/\/\s*(m|mo|month)\b|per\s+month|monthly/i, 'MONTH'],
];

/** One amount: '60k', '60,000', '1.5m', '60 000' → a number; null when it is not one. */
function amountOf(text: string): number | null {
  const match = /^(\d{1,3}(?:[ ,.]\d{3})+|\d+(?:[.,]\d+)?)\s*([km])?$/i.exec(text.trim());
  if (!match) return null;
  const [, digits, suffix] = match as unknown as [string, string, string | undefined];
  const grouped = /^\d{1,3}(?:[ ,.]\d{3})+$/.test(digits);
  const value = grouped ? Number(digits.replace(/[ ,.]/g, '')) : Number(digits.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const factor =
    suffix?.toLowerCase() === 'k' ? 1_000 : suffix?.toLowerCase() === 'm' ? 1_000_000 : 1;
  return Math.round(value * factor * 100) / 100;
}

/**
 * A job's free-text salary as an amount (or range) with a currency and a period, for JobPosting's baseSalary:
 * '€60k–€75k', '£55,000 - £65,000', '€450/day', 'USD 40 per hour'. Null when any part is unclear: a wrong
 * figure in search results is worse than none.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
  if (!text) return null;
  let rest = text.trim();
  let unitText: ParsedSalary['unitText'] = 'YEAR';
  for (const [pattern, unit] of UNITS) {
    if (pattern.test(rest)) {
      unitText = unit;
      rest = rest.replace(pattern, ' ');
      break;
    }
  }
  rest = rest.replace(
    /\b(per\s+year|per\s+annum|\/\s*(year|yr|y)|annually|yearly|gross|net)\b/gi,
    ' ',
  );
  const currencies = new Set<string>();
  rest = rest.replace(
    /[€£$¥₹₺₽₩₪₴₣₿₦₱฿₫₡₲₵₸₮₭₾₼]/g,
    (sign) => (currencies.add(CURRENCY_SIGNS[sign]!), ' '),
  );
  rest = rest.replace(/\b[A-Z]{3}\b/g, (code) =>
    CURRENCY_CODES.has(code) ? (currencies.add(code), ' ') : code,
  );
  if (currencies.size !== 1) return null;
  const parts = rest
    .split(/\s*(?:–|—|-|\bto\b)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 1 || parts.length > 2) return null;
  const amounts = parts.map(amountOf);
  if (amounts.some((a) => a === null)) return null;
  // '60–75k': the suffix of the upper bound applies to a bare lower one.
  let min = amounts[0]!;
  const max = amounts[1] ?? min;
  if (
    parts.length === 2 &&
    /[km]$/i.test(parts[1]!) &&
    !/[km]$/i.test(parts[0]!) &&
    min < max / 100
  )
    min = amountOf(parts[0]! + parts[1]!.slice(-1))!;
  if (min > max) return null;
  return { currency: [...currencies][0]!, minValue: min, maxValue: max, unitText };
}

/** schema.org employmentType of each job type. */
export const EMPLOYMENT_TYPES = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const;

export interface RemoteLocation {
  remote: boolean;
  /** Where remote applicants must be ('EU' of 'Remote (EU)'), or null when anywhere. */
  applicantRegion: string | null;
}

/** 'Remote', 'Remote (EU)', 'Remote - Greece', 'Anywhere' are remote; anything else is a place. */
export function remoteLocation(location: string): RemoteLocation {
  const match =
    /^\s*(?:remote|anywhere|fully remote)\b\s*(?:[(\-–—,:/]\s*([^)]*?)\s*\)?)?\s*$/i.exec(location);
  if (!match) return { remote: false, applicantRegion: null };
  const region = match[1]?.trim();
  return {
    remote: true,
    applicantRegion: region && !/^(anywhere|worldwide|global)$/i.test(region) ? region : null,
  };
}

/** A flight as anyone may see it: the job's public fields (no candidate, no application, nothing private) and its company. */
export const PublicFlight = Job.pick({
  id: true,
  flightNumber: true,
  title: true,
  description: true,
  location: true,
  type: true,
  experience: true,
  salary: true,
  skills: true,
  status: true,
  departureTime: true,
  unlisted: true,
  translations: true,
})
  .extend({
    company: z.object({
      name: z.string(),
      verified: z.boolean(),
      careersPath: z.string(),
      /** Its answer record over 90 days (issue #41); null below the minimum count. */
      answerRecord: AnswerRecord.nullable(),
    }),
  })
  .meta({ id: 'PublicFlight' });
export type PublicFlight = z.infer<typeof PublicFlight>;

const FlightHeadline = z.object({ title: z.string(), location: z.string() });
/** A flight's title and location per reader language ('' where not translated): what a board of flights shows. */
export const FlightHeadlines = z
  .strictObject({ el: FlightHeadline.optional(), en: FlightHeadline.optional() })
  .meta({ id: 'FlightHeadlines' });

/** One row of a careers page's departure board. */
export const CareersFlight = PublicFlight.pick({
  id: true,
  flightNumber: true,
  title: true,
  location: true,
  type: true,
  status: true,
  departureTime: true,
})
  .extend({ translations: FlightHeadlines })
  .meta({
    id: 'CareersFlight',
  });
export type CareersFlight = z.infer<typeof CareersFlight>;

const CareersProfileText = z.object({ description: z.string(), benefits: z.array(z.string()) });
/** As companies' ProfileTranslations (not imported: companies.ts imports this module). */
const CareersProfileTranslations = z
  .strictObject({ el: CareersProfileText.optional(), en: CareersProfileText.optional() })
  .meta({ id: 'CareersProfileTranslations' });

/**
 * A company's public careers page: its profile, promo video and open public flights. `slug` is the current one: a
 * request by an old slug gets the page too, and the SPA replaces the address with this slug.
 */
export const PublicCareers = z
  .object({
    slug: z.string(),
    company: z.object({
      name: z.string(),
      verified: z.boolean(),
      description: z.string(),
      benefits: z.array(z.string()),
      tags: z.array(z.string()),
      /** The description and benefits in other languages: the reader's language wins (profileForReader). */
      translations: CareersProfileTranslations,
      website: z.string().nullable(),
      /** Same-origin address of the promo video, or null without one. */
      promoVideoPath: z.string().nullable(),
      /** RSS feed of the company's open flights. */
      feedPath: z.string(),
      /** Its answer record over 90 days (issue #41); null below the minimum count. */
      answerRecord: AnswerRecord.nullable(),
    }),
    flights: z.array(CareersFlight),
  })
  .meta({ id: 'PublicCareers' });
export type PublicCareers = z.infer<typeof PublicCareers>;

/** How many open flights the landing page's departure board shows. */
export const LANDING_DEPARTURES = 5;

/** One row of the landing page's departure board: a real open, public flight and its company's name. */
export const DepartureFlight = CareersFlight.pick({
  flightNumber: true,
  title: true,
  location: true,
  status: true,
  departureTime: true,
  translations: true,
})
  .extend({ companyName: z.string() })
  .meta({ id: 'DepartureFlight' });
export type DepartureFlight = z.infer<typeof DepartureFlight>;
export const Departures = z.array(DepartureFlight).meta({ id: 'Departures' });

export const CompanySlugParams = z.object({ companySlug: CompanySlug });

export const FlightNumberParams = z.object({
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(FLIGHT_NUMBER_FORMAT, 'is not a flight number'),
});
