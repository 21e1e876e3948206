import { z } from 'zod';
import { PageQuery } from './common';
import { singleLine } from './plain-text';
import { CompanySlug, FlightHeadlines } from './public-pages';
import { PROFILE_LIMITS } from './company-profiles';
import { ResponseRecord } from './response-promise';
import { PromoQuestionTranslations } from './promos';

export * from './company-profiles';

export const CompanyStats = z
  .object({
    openJobs: z.number().int(),
    applicationsReceived: z.number().int(),
    interviewsHeld: z.number().int(),
    averageRating: z.number().nullable(),
    ratingCount: z.number().int(),
  })
  .meta({ id: 'CompanyStats' });
export type CompanyStats = z.infer<typeof CompanyStats>;

/** Text Postgres can store: NUL characters are refused as bad input. */
const noNul = (value: string) => !value.includes('\u0000');
const listOf = (max: number, itemMax: number) => z.array(singleLine().min(1).max(itemMax)).max(max);
const profileDescription = () =>
  z
    .string()
    .trim()
    .max(PROFILE_LIMITS.description)
    .refine(noNul, 'must not contain NUL characters');

/** The company's description and benefits for readers of one language. */
export const ProfileTranslation = z
  .object({
    description: profileDescription(),
    benefits: listOf(PROFILE_LIMITS.benefits, PROFILE_LIMITS.benefit),
  })
  .meta({ id: 'ProfileTranslation' });
export type ProfileTranslation = z.infer<typeof ProfileTranslation>;

/** Per interface language (`el`, `en`), what readers of that language see instead of the main texts. */
export const ProfileTranslations = z
  .strictObject({ el: ProfileTranslation.optional(), en: ProfileTranslation.optional() })
  .meta({ id: 'ProfileTranslations' });
export type ProfileTranslations = z.infer<typeof ProfileTranslations>;

export const PublicCompany = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** An admin verified the organisation: only then does the SPA show the verified mark. */
    verified: z.boolean(),
    subscriptionStatus: z.string().nullable(),
    description: z.string(),
    benefits: z.array(z.string()),
    tags: z.array(z.string()),
    /** The company's own description and benefits in other languages: the reader's language wins over the above. */
    translations: ProfileTranslations,
    website: z.string().nullable(),
    promo: z
      .object({
        id: z.number().int(),
        videoUrl: z.string().nullable(),
        questions: z.array(z.string()),
        /** The questions in other languages, by the reader's language (questionsForReader). */
        questionTranslations: PromoQuestionTranslations,
      })
      .nullable(),
    /** Whether the signed-in candidate has this company's promo video in Saved Videos. */
    promoSaved: z.boolean(),
    stats: CompanyStats,
    /** Its answer record over the last 90 days (issue #41), as the scheduled job stored it. */
    responseRecord: ResponseRecord,
  })
  .meta({ id: 'PublicCompany' });
export type PublicCompany = z.infer<typeof PublicCompany>;

/** Explore Companies: a page at a time, in the order companies joined, narrowed by a search. */
export const CompanyListQuery = PageQuery.extend({
  /** Any part of the company's name, case-insensitive; empty = every company. */
  q: z.string().trim().max(PROFILE_LIMITS.search).optional(),
}).meta({ id: 'CompanyListQuery' });
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

export const PublicCompanyPage = z
  .object({ items: z.array(PublicCompany), nextCursor: z.string().nullable() })
  .meta({ id: 'PublicCompanyPage' });
export type PublicCompanyPage = z.infer<typeof PublicCompanyPage>;

export const UpdateCompanyProfileRequest = z
  .object({
    description: profileDescription(),
    benefits: listOf(PROFILE_LIMITS.benefits, PROFILE_LIMITS.benefit),
    tags: listOf(PROFILE_LIMITS.tags, PROFILE_LIMITS.tag),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(PROFILE_LIMITS.website)]),
    /** The careers page's address (/careers/<slug>); 409 when another company has or had it. Left out: unchanged. */
    slug: CompanySlug.optional(),
    /** Description and benefits per language; a language left out has none. Left out entirely: unchanged. */
    translations: ProfileTranslations.optional(),
  })
  .meta({ id: 'UpdateCompanyProfileRequest' });
export type UpdateCompanyProfileRequest = z.infer<typeof UpdateCompanyProfileRequest>;

export const CompanyProfile = z
  .object({
    description: z.string(),
    benefits: z.array(z.string()),
    tags: z.array(z.string()),
    website: z.string(),
    translations: ProfileTranslations,
    /** The public careers page is /careers/<slug>. */
    slug: z.string(),
    /** What candidates see for the fields left empty. */
    fallback: z.object({
      description: z.string(),
      benefits: z.array(z.string()),
      tags: z.array(z.string()),
    }),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof CompanyProfile>;

export const CompanyOpenJob = z
  .object({
    id: z.number().int(),
    title: z.string(),
    location: z.string(),
    type: z.string(),
    status: z.string(),
    flightNumber: z.string(),
    salary: z.string().nullable(),
    departureTime: z.string().nullable(),
    /** Its title and location in other languages (headlineForReader). */
    translations: FlightHeadlines,
  })
  .meta({ id: 'CompanyOpenJob' });
export type CompanyOpenJob = z.infer<typeof CompanyOpenJob>;
export const CompanyOpenJobList = z.array(CompanyOpenJob).meta({ id: 'CompanyOpenJobList' });
