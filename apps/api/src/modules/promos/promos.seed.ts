import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { companyProfiles, companyPromos } from '../../db/schema/promos';

const QUESTIONS: Record<string, string[]> = {
  'skyline@takeoff.demo': [
    'Which product would you love to work on first?',
    'Tell us about a bug you were proud to fix.',
    'How do you keep learning new tools?',
  ],
  'aurora@takeoff.demo': [
    'Which piece in your portfolio best shows your style?',
    'How do you handle feedback on your work?',
    'What inspires you outside design?',
  ],
  'beacon@takeoff.demo': [
    'Which campaign do you admire, and why?',
    'How would you measure a launch?',
    'Tell us about a brand you helped grow.',
  ],
};

/** The same questions in Greek, for readers of the Greek interface. */
const GREEK_QUESTIONS: Record<string, string[]> = {
  'skyline@takeoff.demo': [
    'Σε ποιο προϊόν μας θα θέλατε να δουλέψετε πρώτα;',
    'Πείτε μας για ένα σφάλμα που χαρήκατε ιδιαίτερα που διορθώσατε.',
    'Πώς συνεχίζετε να μαθαίνετε νέα εργαλεία;',
  ],
  'aurora@takeoff.demo': [
    'Ποιο έργο του portfolio σας δείχνει καλύτερα το ύφος σας;',
    'Πώς διαχειρίζεστε τα σχόλια για τη δουλειά σας;',
    'Τι σας εμπνέει έξω από τον σχεδιασμό;',
  ],
  'beacon@takeoff.demo': [
    'Ποια καμπάνια θαυμάζετε και γιατί;',
    'Πώς θα μετρούσατε την επιτυχία ενός λανσαρίσματος;',
    'Πείτε μας για ένα brand που βοηθήσατε να μεγαλώσει.',
  ],
};

/**
 * Demo promos (questions, in English and Greek; no video, as a demo file would have to be a real recording) and profiles:
 * Skyline wrote its own description and website, Aurora its benefits, Beacon nothing (canned texts show). Skyline and
 * Aurora wrote their texts in Greek too, so the Greek interface shows the demo companies in Greek.
 */
export async function seedPromos(deps: AppDeps, demo: DemoUsers) {
  const byEmail = new Map(demo.companies.map((c) => [c.email, c.id]));
  await deps.db.transaction(async (tx) => {
    const promos = demo.companies
      .filter((c) => QUESTIONS[c.email])
      .map((c) => ({
        companyId: c.id,
        questions: QUESTIONS[c.email]!,
        questionTranslations: { el: GREEK_QUESTIONS[c.email]! },
      }));
    if (promos.length > 0) await tx.insert(companyPromos).values(promos).onConflictDoNothing();
    const skyline = byEmail.get('skyline@takeoff.demo');
    const aurora = byEmail.get('aurora@takeoff.demo');
    const profiles: (typeof companyProfiles.$inferInsert)[] = [];
    if (skyline) {
      profiles.push({
        companyId: skyline,
        description:
          'Skyline Tech builds the booking and crew-planning software behind regional airlines across Europe.',
        website: 'https://skyline.example',
        translations: {
          el: {
            description:
              'Η Skyline Tech φτιάχνει το λογισμικό κρατήσεων και προγραμματισμού πληρωμάτων πίσω από περιφερειακές αεροπορικές εταιρείες σε όλη την Ευρώπη.',
            benefits: [],
          },
        },
      });
    }
    if (aurora) {
      profiles.push({
        companyId: aurora,
        benefits: [
          'Four-day studio week',
          'Yearly design festival trip',
          'Personal project Fridays',
          'Top-spec tablets and displays',
          'Mentoring circles',
        ],
        translations: {
          el: {
            description: '',
            benefits: [
              'Τετραήμερη εβδομάδα στο στούντιο',
              'Ετήσιο ταξίδι σε φεστιβάλ σχεδιασμού',
              'Παρασκευές για προσωπικά έργα',
              'Κορυφαία tablet και οθόνες',
              'Κύκλοι καθοδήγησης',
            ],
          },
        },
      });
    }
    if (profiles.length > 0)
      await tx.insert(companyProfiles).values(profiles).onConflictDoNothing();
  });
}
