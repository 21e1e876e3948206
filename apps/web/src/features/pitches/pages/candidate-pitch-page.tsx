import { useState } from 'react';
import { Eye, Trash2, User } from 'lucide-react';
import { toast } from 'sonner';
import { PITCH_TEXTS, PROTECTED_PITCH, type CandidatePitch } from '@takeoff/shared/pitches';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showDestructiveToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useDeletePitch } from '../api/delete-pitch';
import { useMyPitch } from '../api/get-my-pitch';
import { EmployerPreview } from '../components/employer-preview';
import { PitchForm } from '../components/pitch-form';
import { ScoreBadges } from '../components/score-badges';
import { YoutubePlayer } from '../components/youtube-player';
import { ConfirmButton } from '@/components/confirm-button';

export function CandidatePitchPage({ candidateId }: { candidateId: number }) {
  const pitch = useMyPitch();
  if (pitch.isPending) return <Skeleton className="h-96 w-full" />;
  if (pitch.isError) return <p role="alert">Failed to fetch: {pitch.error.message}</p>;
  // Keyed by pitch id so the form resets when the pitch is created or deleted.
  return <PitchEditor key={pitch.data?.id ?? 'new'} pitch={pitch.data} candidateId={candidateId} />;
}

function PitchEditor({ pitch, candidateId }: { pitch: CandidatePitch | null; candidateId: number }) {
  const [link, setLink] = useState(pitch?.youtubeLink ?? '');
  const remove = useDeletePitch();

  const onDelete = async () => {
    if (!pitch) return;
    try {
      await remove.mutateAsync(pitch.id);
      toast.success(PITCH_TEXTS.deleted);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === PROTECTED_PITCH) showDestructiveToast(PITCH_TEXTS.protectedTitle, PITCH_TEXTS.protectedBody);
      else showDestructiveToast('Error', PITCH_TEXTS.deleteFailed);
    }
  };

  return (
    <>
      <PageHeader title="Create Your Video Pitch" description="Showcase your skills to companies with a short YouTube video. Tip: keep it under 90 seconds." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Pitch Information</CardTitle>
          </CardHeader>
          <CardContent>
            <PitchForm pitch={pitch} onLinkChange={setLink} />
          </CardContent>
        </Card>
        <Tabs defaultValue="mine" className="grid content-start gap-4">
          <TabsList>
            <TabsTrigger value="mine">
              <User aria-hidden className="size-4" /> Your View
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden className="size-4" /> Employer Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine" className="grid gap-3">
            <YoutubePlayer url={link} title="Your video pitch" autoLoad />
            <p className="text-sm text-muted-foreground">To change your video, paste a new YouTube URL in the form and update your pitch.</p>
            {pitch ? <ScoreBadges moodScore={pitch.moodScore} confidenceScore={pitch.confidenceScore} evidence={pitch.evidence} /> : null}
            {pitch ? (
              <ConfirmButton
                size="default"
                className="justify-self-start"
                title="Delete your pitch?"
                description="Your video pitch, its scores and its transcript are deleted, and companies no longer see you in the pitches grid. This cannot be undone."
                confirmLabel="Delete Pitch"
                onConfirm={() => void onDelete()}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden /> Delete Pitch
              </ConfirmButton>
            ) : null}
          </TabsContent>
          <TabsContent value="preview">
            <EmployerPreview candidateId={candidateId} title={pitch?.title ?? ''} skills={pitch?.skills ?? []} youtubeLink={link} createdAt={pitch?.createdAt ?? null} durationSeconds={pitch?.evidence?.durationSeconds ?? null} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
