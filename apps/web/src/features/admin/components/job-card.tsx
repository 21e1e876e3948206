import { Clock, MapPin, Pencil, Plane, Trash2, Video } from 'lucide-react';
import { ADMIN_JOB_CARD_SKILLS } from '@takeoff/shared/admin';
import type { AdminJob } from '@takeoff/shared/admin-jobs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmButton } from '@/components/confirm-button';
import { formatDate } from './role-badge';
import { useT } from '../i18n';

export function JobCard({
  job,
  onEdit,
  onDelete,
}: {
  job: AdminJob;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  const hidden = job.skills.length - ADMIN_JOB_CARD_SKILLS;
  const more = hidden > 0 ? t('jobCard.moreSkills', { count: hidden }) : null;
  return (
    <Card data-testid="admin-job">
      <CardContent className="grid grid-cols-1 gap-2 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold">{job.title}</p>
            <p className="text-sm text-muted-foreground">
              {job.companyName ?? t('jobCard.company', { id: job.companyId })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={job.status}>{t(`jobStatus.${job.status}`)}</Badge>
            <span className="whitespace-nowrap font-mono text-sm font-bold text-primary">
              {job.flightNumber}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" /> {job.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />{' '}
            {job.departureTime ?? t('jobCard.departureTbd')}
          </span>
          {job.salary ? <span>{job.salary}</span> : null}
          {job.videoUrl ? (
            <span className="inline-flex items-center gap-1 text-status-boarding">
              <Video aria-hidden className="size-4" /> {t('jobCard.video')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {job.skills.slice(0, ADMIN_JOB_CARD_SKILLS).map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
          {more ? <Badge variant="outline">{more}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Plane aria-hidden className="size-3" />{' '}
            {job.expiresAt
              ? t('jobCard.createdAndExpires', {
                  date: formatDate(job.createdAt),
                  expires: formatDate(job.expiresAt),
                })
              : t('jobCard.created', { date: formatDate(job.createdAt) })}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t('jobCard.edit', { title: job.title })}
            >
              <Pencil aria-hidden />
            </Button>
            <ConfirmButton
              label={t('common.deleteNamed', { name: job.title })}
              description={t('jobCard.confirmDelete', { title: job.title })}
              onConfirm={onDelete}
            >
              <Trash2 aria-hidden />
            </ConfirmButton>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
