import { candidatePitches } from '../../db/schema/pitches';
import { messages } from '../../db/schema/messages';
import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { analyzeTranscript } from './confidence-analyzer';

/** Real public YouTube videos in each accepted form (watch, shorts, youtu.be); transcripts analysed for real. */
const DEMO_PITCHES = [
  {
    title: 'Full-Stack Engineer (TypeScript, React, Node)',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    transcript:
      "Hi! I'm a full-stack engineer with six years of experience. I built a booking platform used by two hundred thousand travellers, and I led the migration to TypeScript. I love turning messy problems into simple, reliable products, and I can help your team ship faster.",
    duration: 26,
    isProtected: true,
  },
  {
    title: 'Product Designer',
    skills: ['Figma', 'User Research', 'Design Systems'],
    youtubeLink: 'https://youtu.be/jNQXAC9IVRw',
    transcript:
      "Hello, I'm a product designer. I designed the design system for a fintech app and I improved onboarding completion by thirty percent. I enjoy talking to users and I'm happy when a complex flow becomes clear.",
    duration: 22,
    isProtected: false,
  },
  {
    title: 'Data Analyst',
    skills: ['SQL', 'Python', 'Tableau'],
    youtubeLink: 'https://youtube.com/shorts/dQw4w9WgXcQ',
    transcript:
      'Um, hi. So, I think I am, like, a data analyst, sort of. I guess I have worked with SQL and, uh, Python, you know. Maybe I could help with dashboards, perhaps.',
    duration: 24,
    isProtected: false,
  },
];

export async function seedPitches(deps: AppDeps, demo: DemoUsers) {
  await deps.db.transaction(async (tx) => {
    const rows = DEMO_PITCHES.slice(0, demo.candidates.length).map((p, i) => {
      const analysis = analyzeTranscript(p.transcript, p.duration);
      return {
        candidateId: demo.candidates[i]!.id,
        title: p.title,
        skills: p.skills,
        youtubeLink: p.youtubeLink,
        isProtected: p.isProtected,
        orderIndex: i + 1,
        transcript: p.transcript,
        moodScore: analysis.moodScore,
        confidenceScore: analysis.confidenceScore,
        analysis,
      };
    });
    await tx.insert(candidatePitches).values(rows).onConflictDoNothing();

    const company = demo.companies[0];
    const candidate = demo.candidates[0];
    if (!company || !candidate) return;
    const thread = { companyId: company.id, candidateId: candidate.id };
    await tx.insert(messages).values([
      {
        ...thread,
        senderId: company.id,
        subject: 'Loved your pitch',
        body: 'Hi! We watched your video pitch and would love to talk about our Senior Engineer role. Are you free this week?',
        readAt: new Date(),
      },
      {
        ...thread,
        senderId: candidate.id,
        subject: null,
        body: 'Thank you! Yes, I am free on Thursday afternoon.',
      },
    ]);
  });
}
