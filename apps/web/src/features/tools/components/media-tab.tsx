import { useState, type FormEvent } from 'react';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { YoutubeFrame } from '@/components/youtube-frame';
import { isYoutubeEmbed } from '@/lib/youtube-frame-status';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocalStore } from '../hooks/use-local-store';
import { useT } from '../i18n';
import { loomShareToEmbed, toEmbed } from '../lib/embed';
import { stores } from '../lib/stores';

export function MediaTab() {
  const [media, setMedia] = useLocalStore(stores.media);
  const [url, setUrl] = useState('');
  const { t } = useT();
  // The mistake is kept as its kind, so its text follows a change of language.
  const [error, setError] = useState<'urlRequired' | 'urlInvalid' | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError('urlRequired');
    if (!toEmbed(url)) return setError('urlInvalid');
    setMedia((current) => [
      ...current,
      { id: crypto.randomUUID(), url: loomShareToEmbed(url), addedAt: new Date().toISOString() },
    ]);
    setUrl('');
    setError(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={add}
        noValidate
        className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-end"
      >
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="media-url">{t('media.url')}</Label>
          <Input
            id="media-url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder={t('media.urlPlaceholder')}
            aria-invalid={Boolean(error)}
          />
          {error ? <p className="text-xs text-destructive">{t(`media.${error}`)}</p> : null}
        </div>
        <Button type="submit">{t('media.add')}</Button>
      </form>
      {media.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.empty')}</p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {media.map((item) => {
          const embed = toEmbed(item.url);
          return (
            <li key={item.id} data-testid="media-item">
              <Card className="overflow-hidden">
                {embed?.kind === 'frame' && isYoutubeEmbed(embed.src) ? (
                  <YoutubeFrame
                    src={embed.src}
                    title={t('media.videoTitle', { url: item.url })}
                    className="aspect-video w-full"
                    allow="fullscreen; picture-in-picture"
                  />
                ) : embed?.kind === 'frame' ? (
                  <iframe
                    src={embed.src}
                    title={t('media.videoTitle', { url: item.url })}
                    className="aspect-video w-full"
                    allow="fullscreen; picture-in-picture"
                    loading="lazy"
                  />
                ) : (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2 break-all p-4 text-primary underline"
                  >
                    <ExternalLink className="size-4 shrink-0" aria-hidden /> {item.url}
                  </a>
                )}
                <div className="flex items-center justify-between gap-2 p-3">
                  <p className="truncate text-xs text-muted-foreground">{item.url}</p>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('media.remove')}
                    onClick={() =>
                      setMedia((current) => current.filter((entry) => entry.id !== item.id))
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
