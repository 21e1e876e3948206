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

/**
 * The canned texts for readers of the other languages, field for field as CANNED_PROFILES: a company that wrote
 * nothing is shown to each reader in their language, in the app and on its careers page alike.
 */
const CANNED_TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<CannedCategory, CannedProfile>> = {
  el: {
    tech: {
      description:
        'Φτιάχνουμε προϊόντα λογισμικού που χρησιμοποιούν άνθρωποι κάθε μέρα, με μικρές ομάδες που παραδίδουν συχνά και έχουν την ευθύνη της δουλειάς τους από την αρχή ως το τέλος.',
      benefits: [
        'Κουλτούρα μηχανικής φιλική στην εξ αποστάσεως εργασία',
        'Ετήσιος προϋπολογισμός για εκπαίδευση και συνέδρια',
        'Σύγχρονος εξοπλισμός και εργαλεία',
        'Ευέλικτο ωράριο',
        'Μετοχές για κάθε εργαζόμενο',
      ],
      tags: ['Τεχνολογία', 'Λογισμικό', 'Καινοτομία', 'Εξ αποστάσεως εργασία'],
    },
    design: {
      description:
        'Ένα δημιουργικό στούντιο όπου σχεδιαστές, εικονογράφοι και αφηγητές μετατρέπουν ιδέες σε εμπειρίες που μένουν αξέχαστες.',
      benefits: [
        'Δημιουργική ελευθερία σε πραγματικά έργα πελατών',
        'Χρόνος στο στούντιο για προσωπικά έργα',
        'Κάλυψη αδειών για σχεδιαστικά εργαλεία και γραμματοσειρές',
        'Καθοδήγηση από έμπειρους δημιουργικούς',
        'Επισκέψεις σε εκθέσεις και φεστιβάλ',
      ],
      tags: ['Σχεδιασμός', 'Δημιουργικότητα', 'Στούντιο', 'Χαρτοφυλάκιο'],
    },
    brand: {
      description:
        'Βοηθάμε τις μάρκες να βρουν τη φωνή τους και να αναπτυχθούν, συνδυάζοντας στρατηγική, καμπάνιες και δεδομένα για να φτάσουν στο σωστό κοινό.',
      benefits: [
        'Συνεργασία με γνωστές μάρκες',
        'Μπόνους για την απόδοση των καμπανιών',
        'Εκπαίδευση σε στρατηγική και ανάλυση δεδομένων',
        'Υβριδική εργασία: γραφείο και εξ αποστάσεως',
        'Ομαδικές αποδράσεις δύο φορές τον χρόνο',
      ],
      tags: ['Μάρκετινγκ', 'Ταυτότητα μάρκας', 'Στρατηγική', 'Ανάπτυξη'],
    },
    generic: {
      description:
        'Μια αναπτυσσόμενη εταιρεία που αναζητά ανθρώπους με όρεξη, που θέλουν να μαθαίνουν γρήγορα και να κάνουν ορατή διαφορά.',
      benefits: [
        'Ανταγωνιστικός μισθός',
        'Ασφάλιση υγείας',
        "Άδεια μετ' αποδοχών",
        'Ευκαιρίες επαγγελματικής εξέλιξης',
        'Υποστηρικτικό περιβάλλον ομάδας',
      ],
      tags: ['Ομάδα σε ανάπτυξη', 'Επαγγελματική εξέλιξη', 'Συνεργατικό κλίμα', 'Ευκαιρίες'],
    },
  },
};

const cannedIndex = new Map<
  string,
  { category: CannedCategory; field: keyof CannedProfile; index: number }
>(
  (Object.keys(CANNED_PROFILES) as CannedCategory[]).flatMap((category) => {
    const profile = CANNED_PROFILES[category];
    return [
      [profile.description, { category, field: 'description' as const, index: 0 }] as const,
      ...profile.benefits.map(
        (text, index) => [text, { category, field: 'benefits' as const, index }] as const,
      ),
      ...profile.tags.map(
        (text, index) => [text, { category, field: 'tags' as const, index }] as const,
      ),
    ];
  }),
);

/** A canned text in the reader's language; a company's own words as they are. */
export function cannedText(text: string, locale: Locale): string {
  const found = locale === 'en' ? undefined : cannedIndex.get(text);
  if (!found) return text;
  const translated =
    CANNED_TRANSLATIONS[locale as Exclude<Locale, 'en'>][found.category][found.field];
  return (Array.isArray(translated) ? translated[found.index] : translated) ?? text;
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
 * The description, benefits and tags a reader of `locale` sees: per field, the company's version in that language
 * when it wrote one, else its main text (which the server fills with the canned text where the company wrote
 * nothing), a canned text in the reader's language.
 */
export function profileForReader(
  profile: {
    description: string;
    benefits: string[];
    tags: string[];
    translations: ProfileTranslations;
  },
  locale: Locale,
): { description: string; benefits: string[]; tags: string[] } {
  const translated = profile.translations[locale];
  return {
    description: translated?.description.trim() || cannedText(profile.description, locale),
    benefits:
      translated && translated.benefits.length > 0
        ? translated.benefits
        : profile.benefits.map((benefit) => cannedText(benefit, locale)),
    tags: profile.tags.map((tag) => cannedText(tag, locale)),
  };
}
