import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '../../db/schema/media';
import { applicationEvents, applications, jobs, savedJobs } from '../../db/schema/jobs';
import { candidateNotes, candidatePitches, profileViews } from '../../db/schema/pitches';
import { messages } from '../../db/schema/messages';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import { rankingEntries, rankingPublications, ratings } from '../../db/schema/ratings';
import { companyProfiles, companyPromos, savedVideos } from '../../db/schema/promos';
import { waitlistEntries } from '../../db/schema/waitlist';
import {
  notificationReads,
  notificationWatermarks,
  notifications,
} from '../../db/schema/notifications';
import { retentionNotices } from '../../db/schema/gdpr';
import { signUp, type SignedIn, type TestContext } from '../../test/harness';
import { storeTestVideo } from '../media/media.fixtures';

export interface GdprFixture {
  candidate: SignedIn;
  company: SignedIn;
  /** Strings planted in the candidate's content, to find in an export. */
  marks: { pitchTitle: string; messageBody: string; coverMessage: string; noteBody: string };
  /** Storage keys of the candidate's and the company's uploaded videos. */
  objects: { candidate: string; company: string };
}

/**
 * A candidate and a company with a row in every table that references users, written directly
 * (other areas' APIs are not on this branch). Consents go through the API so they carry real metadata.
 */
export async function buildGdprFixture(ctx: TestContext): Promise<GdprFixture> {
  const tag = randomUUID().slice(0, 8);
  // Names unique per fixture, so a search for one fixture's name finds only that fixture's rows.
  const candidate = await signUp(ctx, 'candidate', `Gdpr Candidate ${tag}`);
  const company = await signUp(ctx, 'company', `Gdpr Company ${tag}`, { acceptTerms: false });
  const c = candidate.user.id;
  const k = company.user.id;
  const marks = {
    pitchTitle: `Pitch ${tag}`,
    messageBody: `Hello ${tag}`,
    coverMessage: `Cover ${tag}`,
    noteBody: `Note ${tag}`,
  };
  const db = ctx.deps.db;

  await ctx.http.post('/api/auth/gdpr-consent').set(candidate.auth).send({ consentGiven: true });
  await ctx.http.post('/api/company-consent').set(company.auth).send({});

  const [job] = await db
    .insert(jobs)
    .values({
      companyId: k,
      title: `Job ${tag}`,
      description: 'd',
      location: 'Athens',
      flightNumber: `TO${tag}`,
    })
    .returning();
  const [application] = await db
    .insert(applications)
    .values({ jobId: job!.id, candidateId: c, coverMessage: marks.coverMessage })
    .returning();
  await db
    .insert(applicationEvents)
    .values({ applicationId: application!.id, toStatus: 'reviewed', actorId: k });
  await db.insert(savedJobs).values({ candidateId: c, jobId: job!.id });
  await db.insert(candidatePitches).values({
    candidateId: c,
    title: marks.pitchTitle,
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  await db.insert(candidateNotes).values({ companyId: k, candidateId: c, body: marks.noteBody });
  await db.insert(profileViews).values({ companyId: k, candidateId: c });
  await db.insert(messages).values([
    { companyId: k, candidateId: c, senderId: k, body: `Welcome ${tag}` },
    { companyId: k, candidateId: c, senderId: c, body: marks.messageBody },
  ]);
  const [slot] = await db
    .insert(timeSlots)
    .values({ companyId: k, title: 'Slot', scheduledAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const [interview] = await db
    .insert(interviews)
    .values({ companyId: k, candidateId: c, scheduledAt: new Date(Date.now() + 86_400_000) })
    .returning();
  await db
    .insert(joinRequests)
    .values({ timeSlotId: slot!.id, candidateId: c, interviewId: interview!.id });
  await db.insert(ratings).values([
    { raterId: k, targetId: c, targetType: 'candidate', rating: 5 },
    { raterId: c, targetId: k, targetType: 'company', rating: 4 },
  ]);
  const weekStart = new Date(Date.UTC(2000, 0, 3) + c * 7 * 86_400_000); // unique per user: one publication per week and kind
  const [publication] = await db
    .insert(rankingPublications)
    .values({ kind: 'talent', weekStart, weekEnd: new Date(weekStart.getTime() + 7 * 86_400_000) })
    .returning();
  await db.insert(rankingEntries).values({
    publicationId: publication!.id,
    subjectId: c,
    position: 1,
    avgRating: 5,
    ratingCount: 3,
  });
  const [promo] = await db
    .insert(companyPromos)
    .values({ companyId: k, questions: ['Why us?'] })
    .returning();
  await db.insert(companyProfiles).values({ companyId: k, description: 'We hire' });
  await db.insert(savedVideos).values({ candidateId: c, promoId: promo!.id });
  await db
    .insert(waitlistEntries)
    .values({ userId: c, email: candidate.user.email, name: candidate.user.name });
  const [direct] = await ctx.deps.notifications.notify({
    to: { userId: c },
    actorId: k,
    type: 'new_message',
    entityType: 'message',
    title: 'New message',
    message: 'Hi',
  });
  const [broadcast] = await ctx.deps.notifications.notify({
    to: { audience: 'companies' },
    actorId: c,
    type: 'new_video',
    entityType: 'candidate_pitch',
    title: 'New pitch',
    message: `From ${tag}`,
  });
  await db.insert(notificationReads).values({ userId: c, notificationId: broadcast!.id });
  await db.insert(notificationWatermarks).values({ userId: c, readUpToId: direct!.id });
  await db.insert(retentionNotices).values({
    userId: c,
    lastActiveAt: new Date(0),
    deadline: new Date(1),
    noticedAt: new Date(0),
  });
  await db.insert(notifications).values({
    audience: 'user',
    recipientId: k,
    actorId: c,
    type: 'new_application',
    entityType: 'application',
    title: 'Application',
    message: `From ${tag}`,
  });
  const candidateVideo = await storeTestVideo(ctx.deps, c);
  const companyVideo = await storeTestVideo(ctx.deps, k);
  const keyOf = async (id: number) =>
    (
      await db.select({ key: mediaFiles.storageKey }).from(mediaFiles).where(eq(mediaFiles.id, id))
    )[0]!.key;
  return {
    candidate,
    company,
    marks,
    objects: { candidate: await keyOf(candidateVideo.id), company: await keyOf(companyVideo.id) },
  };
}
