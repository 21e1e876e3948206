// Company profile constants and fallbacks, without the schemas: pages that only show companies import these, not zod.
import type { Locale } from './locale-codes';

/** Explore Companies shows this many benefits, then '+N more benefits...'. */
export const VISIBLE_BENEFITS = 3;
export const PROFILE_LIMITS = {
  description: 2000,
  benefit: 200,
  benefits: 10,
  tag: 40,
  tags: 10,
  website: 300,
  /** Explore Companies' search box: part of a company's name. */
  search: 100,
} as const;

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
    description:
      'We build software products used by people every day, with small teams that ship often and own their work end to end.',
    benefits: [
      'Remote-friendly engineering culture',
      'Annual learning and conference budget',
      'Latest hardware and tools',
      'Flexible working hours',
      'Equity for every employee',
    ],
    tags: ['Technology', 'Software', 'Innovation', 'Remote-friendly'],
  },
  design: {
    description:
      'A creative studio where designers, illustrators and storytellers turn ideas into experiences people remember.',
    benefits: [
      'Creative freedom on real client work',
      'Studio time for personal projects',
      'Design tool and font licences covered',
      'Mentoring from senior creatives',
      'Exhibitions and festival visits',
    ],
    tags: ['Design', 'Creative', 'Studio', 'Portfolio'],
  },
  brand: {
    description:
      'We help brands find their voice and grow, combining strategy, campaigns and data to reach the right audience.',
    benefits: [
      'Work with well-known brands',
      'Campaign performance bonuses',
      'Training in strategy and analytics',
      'Hybrid office and remote work',
      'Team offsites twice a year',
    ],
    tags: ['Marketing', 'Branding', 'Strategy', 'Growth'],
  },
  generic: {
    description:
      'A growing company looking for motivated people who want to learn quickly and make a visible difference.',
    benefits: [
      'Competitive salary',
      'Health insurance',
      'Paid time off',
      'Career growth opportunities',
      'Supportive team environment',
    ],
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
export function profileWithFallback(
  companyName: string,
  stored: StoredProfile | null,
): CannedProfile {
  const canned = CANNED_PROFILES[cannedCategory(companyName)];
  const description = stored?.description?.trim();
  return {
    description: description ? description : canned.description,
    benefits: stored && stored.benefits.length > 0 ? stored.benefits : canned.benefits,
    tags: stored && stored.tags.length > 0 ? stored.tags : canned.tags,
  };
}

/** A company's own texts written for the readers of one language (its main texts are in whatever language it chose). */
export interface ProfileTranslation {
  description: string;
  benefits: string[];
}
export type ProfileTranslations = Partial<Record<Locale, ProfileTranslation>>;

/**
 * The description and benefits a reader of `locale` sees: per field, the company's version in that language when it
 * wrote one, else its main text (which the server has already filled with the canned text when empty).
 */
export function profileForReader(
  profile: { description: string; benefits: string[]; translations: ProfileTranslations },
  locale: Locale,
): { description: string; benefits: string[] } {
  const translated = profile.translations[locale];
  return {
    description: translated?.description.trim() || profile.description,
    benefits: translated && translated.benefits.length > 0 ? translated.benefits : profile.benefits,
  };
}
