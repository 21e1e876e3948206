import type { ReactNode } from 'react';
import { Camera, Link2, Upload } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '../i18n';

export type StudioOption = 'record' | 'upload' | 'youtube';

type StudioOptionsProps = {
  value: StudioOption;
  onChange: (option: StudioOption) => void;
  record: ReactNode;
  upload: ReactNode;
  youtube: ReactNode;
};

/** The three ways to give a pitch its video: record it here, upload a file, or link a YouTube video. */
export function StudioOptions({ value, onChange, record, upload, youtube }: StudioOptionsProps) {
  const { t } = useT();
  return (
    <Tabs
      value={value}
      onValueChange={(next) => onChange(next as StudioOption)}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3"
    >
      <TabsList aria-label={t('studio.optionsLabel')} className="grid h-auto w-full grid-cols-3">
        <TabsTrigger
          value="record"
          className="min-h-9 whitespace-normal px-1.5 text-center leading-tight"
        >
          <Camera aria-hidden className="size-4" /> {t('studio.options.record')}
        </TabsTrigger>
        <TabsTrigger
          value="upload"
          className="min-h-9 whitespace-normal px-1.5 text-center leading-tight"
        >
          <Upload aria-hidden className="size-4" /> {t('studio.options.upload')}
        </TabsTrigger>
        <TabsTrigger
          value="youtube"
          className="min-h-9 whitespace-normal px-1.5 text-center leading-tight"
        >
          <Link2 aria-hidden className="size-4" /> {t('studio.options.youtube')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="record">{record}</TabsContent>
      <TabsContent value="upload">{upload}</TabsContent>
      <TabsContent value="youtube">{youtube}</TabsContent>
    </Tabs>
  );
}
