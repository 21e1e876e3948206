import { departureTimeOf, type JobStatus, type JobType } from '@takeoff/shared/jobs';
import type { JobTranslation } from '@takeoff/shared/job-translations';
import type { ApplicationStatus } from '@takeoff/shared/applications';
import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { applicationEvents, applications, jobs } from '../../db/schema/jobs';
import { candidatePitches } from '../../db/schema/pitches';
import { freeFlightNumber, searchDocument } from './job-rows';

interface DemoJob {
  title: string;
  location: string;
  type: JobType;
  experience: string;
  salary: string | null;
  skills: string[];
  status: JobStatus;
  description: string;
  /** The company's Greek texts (fields left out show the main ones). */
  el: Partial<JobTranslation>;
}

const JOBS_BY_COMPANY: DemoJob[][] = [
  [
    {
      title: 'Senior Frontend Engineer',
      location: 'Athens',
      type: 'full-time',
      experience: '5+ years',
      salary: '€60k–€75k',
      skills: ['React', 'TypeScript', 'Tailwind'],
      status: 'live',
      description: 'Build the boards millions of travellers read every day.',
      el: {
        title: 'Senior Μηχανικός Frontend',
        description: 'Φτιάξτε τους πίνακες που διαβάζουν κάθε μέρα εκατομμύρια ταξιδιώτες.',
        location: 'Αθήνα',
        experience: '5+ χρόνια',
      },
    },
    {
      title: 'Backend Engineer (Node.js)',
      location: 'Remote (EU)',
      type: 'full-time',
      experience: '3+ years',
      salary: '€55k–€70k',
      skills: ['Node.js', 'PostgreSQL', 'Redis'],
      status: 'boarding',
      description: 'Own APIs and data pipelines behind real-time flight data.',
      el: {
        title: 'Μηχανικός Backend (Node.js)',
        description:
          'Αναλάβετε τα API και τις ροές δεδομένων πίσω από τα δεδομένα πτήσεων σε πραγματικό χρόνο.',
        location: 'Εξ αποστάσεως (ΕΕ)',
        experience: '3+ χρόνια',
      },
    },
    {
      title: 'DevOps Engineer',
      location: 'Thessaloniki',
      type: 'contract',
      experience: '4+ years',
      salary: '€450/day',
      skills: ['Kubernetes', 'Terraform', 'AWS'],
      status: 'expiring',
      description: 'Keep our platform on time, every time.',
      el: {
        title: 'Μηχανικός DevOps',
        description: 'Κρατήστε την πλατφόρμα μας στην ώρα της, κάθε φορά.',
        location: 'Θεσσαλονίκη',
        experience: '4+ χρόνια',
        salary: '€450/ημέρα',
      },
    },
    {
      title: 'QA Automation Intern',
      location: 'Athens',
      type: 'internship',
      experience: 'Not specified',
      salary: null,
      skills: ['Playwright', 'JavaScript'],
      status: 'closed',
      description: 'Learn end-to-end testing on a live product.',
      el: {
        title: 'Ασκούμενος/η Αυτοματοποίησης Ελέγχων',
        description: 'Μάθετε end-to-end testing σε ένα προϊόν σε λειτουργία.',
        location: 'Αθήνα',
      },
    },
  ],
  [
    {
      title: 'Product Designer',
      location: 'Lisbon',
      type: 'full-time',
      experience: '3+ years',
      salary: '€45k–€55k',
      skills: ['Figma', 'Design Systems', 'Prototyping'],
      status: 'live',
      description: 'Shape calm, legible interfaces for busy people.',
      el: {
        title: 'Σχεδιαστής/στρια Προϊόντος',
        description: 'Διαμορφώστε ήρεμες, ευανάγνωστες διεπαφές για πολυάσχολους ανθρώπους.',
        location: 'Λισαβόνα',
        experience: '3+ χρόνια',
        skills: ['Figma', 'Συστήματα σχεδιασμού', 'Πρωτοτυπία'],
      },
    },
    {
      title: 'Motion Designer',
      location: 'Remote',
      type: 'part-time',
      experience: '2+ years',
      salary: '€30/hour',
      skills: ['After Effects', 'Lottie'],
      status: 'boarding',
      description: 'Make split-flap boards flip beautifully.',
      el: {
        title: 'Σχεδιαστής/στρια Κίνησης',
        description: 'Κάντε τους πίνακες αναχωρήσεων να γυρίζουν όμορφα.',
        location: 'Εξ αποστάσεως',
        experience: '2+ χρόνια',
        salary: '€30/ώρα',
      },
    },
    {
      title: 'UX Researcher',
      location: 'Berlin',
      type: 'contract',
      experience: '4+ years',
      salary: null,
      skills: ['User Interviews', 'Usability Testing'],
      status: 'closed',
      description: 'Find what candidates and recruiters really need.',
      el: {
        title: 'Ερευνητής/τρια UX',
        description: 'Βρείτε τι πραγματικά χρειάζονται υποψήφιοι και υπεύθυνοι προσλήψεων.',
        location: 'Βερολίνο',
        experience: '4+ χρόνια',
        skills: ['Συνεντεύξεις χρηστών', 'Έλεγχος ευχρηστίας'],
      },
    },
  ],
  [
    {
      title: 'Growth Marketing Manager',
      location: 'London',
      type: 'full-time',
      experience: '5+ years',
      salary: '£55k–£65k',
      skills: ['SEO', 'Paid Social', 'Analytics'],
      status: 'live',
      description: 'Grow a brand people remember.',
      el: {
        title: 'Υπεύθυνος/η Growth Marketing',
        description: 'Μεγαλώστε ένα brand που οι άνθρωποι θυμούνται.',
        location: 'Λονδίνο',
        experience: '5+ χρόνια',
        skills: ['SEO', 'Διαφήμιση στα social', 'Αναλυτικά στοιχεία'],
      },
    },
    {
      title: 'Content Strategist',
      location: 'Remote (EU)',
      type: 'part-time',
      experience: '2+ years',
      salary: '€25/hour',
      skills: ['Copywriting', 'Content Strategy'],
      status: 'expiring',
      description: 'Tell the stories of the people we place.',
      el: {
        title: 'Στρατηγικός/ή Περιεχομένου',
        description: 'Πείτε τις ιστορίες των ανθρώπων που βοηθάμε να βρουν δουλειά.',
        location: 'Εξ αποστάσεως (ΕΕ)',
        experience: '2+ χρόνια',
        salary: '€25/ώρα',
        skills: ['Copywriting', 'Στρατηγική περιεχομένου'],
      },
    },
    {
      title: 'Brand Partnerships Lead',
      location: 'Madrid',
      type: 'full-time',
      experience: '6+ years',
      salary: null,
      skills: ['Partnerships', 'Negotiation'],
      status: 'live',
      description: 'Bring new airlines — and employers — on board.',
      el: {
        title: 'Επικεφαλής Συνεργασιών Brand',
        description: 'Φέρτε νέες αεροπορικές — και εργοδότες — στο σκάφος.',
        location: 'Μαδρίτη',
        experience: '6+ χρόνια',
        skills: ['Συνεργασίες', 'Διαπραγμάτευση'],
      },
    },
  ],
];

const NO_TRANSLATION: JobTranslation = {
  title: '',
  description: '',
  location: '',
  experience: '',
  salary: '',
  skills: [],
};

/** Applications from demo candidates: (company, job index, candidate index, status reached). */
const DEMO_APPLICATIONS: [number, number, number, ApplicationStatus][] = [
  [0, 0, 0, 'interviewing'],
  [0, 0, 1, 'pending'],
  [0, 1, 2, 'reviewed'],
  [0, 2, 3, 'hired'],
  [1, 0, 0, 'shortlisted'],
  [1, 1, 3, 'rejected'],
  [2, 0, 1, 'pending'],
  [2, 2, 2, 'reviewed'],
  // So each demo company has three applicants whose ratings count for Top Employers.
  [1, 0, 2, 'pending'],
  [2, 1, 3, 'pending'],
];

const PATH: ApplicationStatus[] = ['pending', 'reviewed', 'shortlisted', 'interviewing', 'hired'];

/**
 * Demo flights of every status for each demo company, in English and Greek (the Greek interface shows the demo
 * companies' jobs in Greek), and a few applications moving through the pipeline.
 */
export async function seedJobs(deps: AppDeps, demo: DemoUsers) {
  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    // Applying needs a pitch. The pitches area seeds rich demo pitches and runs first; this only
    // fills in a basic one for a demo candidate that still has none (e.g. on a branch without it).
    await tx
      .insert(candidatePitches)
      .values(
        demo.candidates.map((c) => ({
          candidateId: c.id,
          title: 'Demo pitch',
          skills: ['Communication'],
          youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        })),
      )
      .onConflictDoNothing();
    const jobIds: number[][] = [];
    for (const [c, company] of demo.companies.entries()) {
      const ids: number[] = [];
      for (const [i, job] of (JOBS_BY_COMPANY[c] ?? []).entries()) {
        const createdAt = new Date(now - (c * 4 + i + 1) * 6 * 3600_000);
        // A number no job has yet: the database may already hold other flights (a kept or shared one).
        const flightNumber = await freeFlightNumber(tx);
        if (!flightNumber) throw new Error('No free flight number for a demo job');
        const { el, ...main } = job;
        const translations = { el: { ...NO_TRANSLATION, ...el } };
        const [row] = await tx
          .insert(jobs)
          .values({
            ...main,
            translations,
            companyId: company.id,
            flightNumber,
            departureTime: departureTimeOf(createdAt),
            createdAt,
            searchVector: searchDocument({ ...main, translations }, company.name),
          })
          .returning({ id: jobs.id });
        ids.push(row!.id);
      }
      jobIds.push(ids);
    }
    for (const [c, j, k, status] of DEMO_APPLICATIONS) {
      const jobId = jobIds[c]?.[j];
      const candidate = demo.candidates[k];
      if (!jobId || !candidate) continue;
      const appliedAt = new Date(now - (9 - k) * 24 * 3600_000);
      const [row] = await tx
        .insert(applications)
        .values({
          jobId,
          candidateId: candidate.id,
          status,
          appliedAt,
          statusChangedAt: appliedAt,
          coverMessage: 'I would love to join your crew.',
        })
        .returning({ id: applications.id });
      const steps =
        status === 'rejected'
          ? ['pending', 'reviewed', 'rejected']
          : PATH.slice(0, PATH.indexOf(status) + 1);
      await tx.insert(applicationEvents).values(
        steps.map((to, s) => ({
          applicationId: row!.id,
          fromStatus: s === 0 ? null : (steps[s - 1] as ApplicationStatus),
          toStatus: to as ApplicationStatus,
          actorId: s === 0 ? candidate.id : demo.companies[c]!.id,
          createdAt: new Date(appliedAt.getTime() + s * 24 * 3600_000),
        })),
      );
    }
  });
}
