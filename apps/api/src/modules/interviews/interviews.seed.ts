import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import { jobs } from '../../db/schema/jobs';
import { freeFlightNumber, searchDocument } from '../jobs/job-rows';
import { JitsiProvider } from './meeting-links/jitsi-provider';

const at = (days: number, hour: number, minute = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
};

/** Demo interviews (one live now, one tomorrow), open slots and a pending join request, all in the future. */
export async function seedInterviews(deps: AppDeps, demo: DemoUsers) {
  const [skyline, aurora] = demo.companies;
  const [ava, leo, mira] = demo.candidates;
  if (!skyline || !aurora || !ava || !leo || !mira) return;
  const jitsi = new JitsiProvider(deps.config.JITSI_BASE_URL);
  const firstJob = async (company: { id: number; name: string }) =>
    (
      await deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.companyId, company.id))
        .limit(1)
    )[0]?.id ?? (await addDemoPosition(deps, company));
  const skylineJob = await firstJob(skyline);
  const auroraJob = await firstJob(aurora);
  const liveNow = new Date(Date.now() + 20 * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx.insert(interviews).values([
      {
        companyId: skyline.id,
        candidateId: ava.id,
        jobId: skylineJob,
        scheduledAt: liveNow,
        status: 'scheduled',
        meetingLink: await jitsi.createMeeting(),
        meetingProvider: 'jitsi',
        notes: 'Technical deep-dive',
      },
      {
        companyId: skyline.id,
        candidateId: leo.id,
        jobId: skylineJob,
        scheduledAt: at(1, 10),
        status: 'confirmed',
        meetingLink: await jitsi.createMeeting(),
        meetingProvider: 'jitsi',
      },
      {
        companyId: aurora.id,
        candidateId: ava.id,
        jobId: auroraJob,
        scheduledAt: at(3, 14, 30),
        status: 'scheduled',
        meetingLink: await jitsi.createMeeting(),
        meetingProvider: 'jitsi',
      },
    ]);
    const [pairing] = await tx
      .insert(timeSlots)
      .values([
        {
          companyId: skyline.id,
          jobId: skylineJob,
          title: 'Frontend pair-programming session',
          description: 'Build a small feature with two of our engineers.',
          scheduledAt: at(2, 9),
          duration: 45,
          maxCandidates: 3,
          currentCandidates: 1,
        },
        {
          companyId: aurora.id,
          jobId: auroraJob,
          title: 'Portfolio walkthrough',
          description: 'Show us two projects you are proud of.',
          scheduledAt: at(4, 15),
          duration: 60,
          maxCandidates: 1,
        },
        {
          companyId: skyline.id,
          jobId: skylineJob,
          title: 'Culture chat',
          description: 'Meet the team, ask anything.',
          scheduledAt: at(5, 16),
          duration: 30,
          maxCandidates: 5,
        },
      ])
      .returning({ id: timeSlots.id });
    await tx.insert(joinRequests).values({
      timeSlotId: pairing!.id,
      candidateId: mira.id,
      message: 'Looking forward to pairing!',
    });
  });
}

/**
 * Slots and interviews need a position. The jobs area seeds the demo flights (and should run
 * first); when it has not, the company gets one position so a fresh install can still schedule.
 */
async function addDemoPosition(
  deps: AppDeps,
  company: { id: number; name: string },
): Promise<number> {
  const flightNumber = await freeFlightNumber(deps.db);
  if (!flightNumber) throw new Error('Could not pick a free flight number for the demo position');
  const position = {
    companyId: company.id,
    title: 'Frontend Engineer',
    description: 'Build the flight board our candidates and companies use every day.',
    location: 'Remote',
    skills: ['React', 'TypeScript'],
  };
  const [row] = await deps.db
    .insert(jobs)
    .values({
      ...position,
      // Found by the job board's search like every other job.
      searchVector: searchDocument(position, company.name),
      flightNumber,
      departureTime: '09:00',
    })
    .returning({ id: jobs.id });
  return row!.id;
}
