import { z } from 'zod';
import { CompanySlug } from './public-pages';

/** Explore Companies shows this many benefits, then '+N more benefits...'. */
export const VISIBLE_BENEFITS = 3;
export const PROFILE_LIMITS = { description: 2000, benefit: 200, benefits: 10, tag: 40, tags: 10, website: 300 } as const;

export const COMPANY_TEXTS = {
  premiumBadge: 'Premium Partner',
  whyChooseUs: 'Why Choose Us',
  moreBenefits: (n: number) => `+${n} more benefits...`,
  empty: 'No companies are currently available to explore.',
  footer: (n: number) => `Showing ${n} ${n === 1 ? 'company' : 'companies'}...`,
  exploreOpportunities: 'Explore Opportunities',
  noOpenJobs: 'This company has no open positions right now.',
  profileSaved: 'Company profile updated',
  profileSaveFailed: 'Failed to update company profile.',
} as const;

export type CannedCategory = 'tech' | 'design' | 'brand' | 'generic';

export interface CannedProfile {
  description: string;
  benefits: string[];
  tags: string[];
}

/** The seeds' canned profile texts: used only for the fields a company has left empty. */
export const CANNED_PROFILES: Record<CannedCategory, CannedProfile> = {
  tech: {
    description: 'We build software products used by people every day, with small teams that ship often and own their work end to end.',
    benefits: ['Remote-friendly engineering culture', 'Annual learning and conference budget', 'Latest hardware and tools', 'Flexible working hours', 'Equity for every employee'],
    tags: ['Technology', 'Software', 'Innovation', 'Remote-friendly'],
  },
  design: {
    description: 'A creative studio where designers, illustrators and storytellers turn ideas into experiences people remember.',
    benefits: ['Creative freedom on real client work', 'Studio time for personal projects', 'Design tool and font licences covered', 'Mentoring from senior creatives', 'Exhibitions and festival visits'],
    tags: ['Design', 'Creative', 'Studio', 'Portfolio'],
  },
  brand: {
    description: 'We help brands find their voice and grow, combining strategy, campaigns and data to reach the right audience.',
    benefits: ['Work with well-known brands', 'Campaign performance bonuses', 'Training in strategy and analytics', 'Hybrid office and remote work', 'Team offsites twice a year'],
    tags: ['Marketing', 'Branding', 'Strategy', 'Growth'],
  },
  generic: {
    description: 'A growing company looking for motivated people who want to learn quickly and make a visible difference.',
    benefits: ['Competitive salary', 'Health insurance', 'Paid time off', 'Career growth opportunities', 'Supportive team environment'],
    tags: ['Growing Team', 'Career Growth', 'Collaborative', 'Opportunities'],
  },
};

/** Chosen by keywords in the company name, in the seeds' order: tech, design/creative, brand/marketing, else generic. */
export function cannedCategory(companyName: string): CannedCategory {
  const name = companyName.toLowerCase();
  if (name.includes('tech')) return 'tech';
  if (name.includes('design') || name.includes('creative')) return 'design';
  if (name.includes('brand') || name.includes('marketing')) return 'brand';
  return 'generic';
}

export interface StoredProfile {
  description: string | null;
  benefits: string[];
  tags: string[];
}

/** A company's own texts where it wrote them, the canned ones where it left a field empty. */
export function profileWithFallback(companyName: string, stored: StoredProfile | null): CannedProfile {
  const canned = CANNED_PROFILES[cannedCategory(companyName)];
  const description = stored?.description?.trim();
  return {
    description: description ? description : canned.description,
    benefits: stored && stored.benefits.length > 0 ? stored.benefits : canned.benefits,
    tags: stored && stored.tags.length > 0 ? stored.tags : canned.tags,
  };
}

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
    website: z.string().nullable(),
    promo: z.object({ id: z.number().int(), videoUrl: z.string().nullable(), questions: z.array(z.string()) }).nullable(),
    /** Whether the signed-in candidate has this company's promo video in Saved Videos. */
    promoSaved: z.boolean(),
    stats: CompanyStats,
  })
  .meta({ id: 'PublicCompany' });
export type PublicCompany = z.infer<typeof PublicCompany>;

export const PublicCompanyPage = z.object({ items: z.array(PublicCompany), nextCursor: z.string().nullable() }).meta({ id: 'PublicCompanyPage' });
export type PublicCompanyPage = z.infer<typeof PublicCompanyPage>;

/** Text Postgres can store: NUL characters are refused as bad input. */
const noNul = (value: string) => !value.includes('\u0000');
const listOf = (max: number, itemMax: number) => z.array(z.string().trim().min(1).max(itemMax).refine(noNul, 'must not contain NUL characters')).max(max);

export const UpdateCompanyProfileRequest = z
  .object({
    description: z.string().trim().max(PROFILE_LIMITS.description).refine(noNul, 'must not contain NUL characters'),
    benefits: listOf(PROFILE_LIMITS.benefits, PROFILE_LIMITS.benefit),
    tags: listOf(PROFILE_LIMITS.tags, PROFILE_LIMITS.tag),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(PROFILE_LIMITS.website)]),
    /** The careers page's address (/careers/<slug>); 409 when another company has or had it. Left out: unchanged. */
    slug: CompanySlug.optional(),
  })
  .meta({ id: 'UpdateCompanyProfileRequest' });
export type UpdateCompanyProfileRequest = z.infer<typeof UpdateCompanyProfileRequest>;

export const CompanyProfile = z
  .object({
    description: z.string(),
    benefits: z.array(z.string()),
    tags: z.array(z.string()),
    website: z.string(),
    /** The public careers page is /careers/<slug>. */
    slug: z.string(),
    /** What candidates see for the fields left empty. */
    fallback: z.object({ description: z.string(), benefits: z.array(z.string()), tags: z.array(z.string()) }),
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
  })
  .meta({ id: 'CompanyOpenJob' });
export type CompanyOpenJob = z.infer<typeof CompanyOpenJob>;
export const CompanyOpenJobList = z.array(CompanyOpenJob).meta({ id: 'CompanyOpenJobList' });
