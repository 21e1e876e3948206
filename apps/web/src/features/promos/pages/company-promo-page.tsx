import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { Camera, Eye, Upload } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompanyPromo } from '../api/get-company-promo';
import { UploadTab } from '../components/upload-tab';
import { useT } from '../i18n';

// The questions form's validation (zod, react-hook-form) loads beside the page, which draws first.
const PromoQuestionsForm = lazyWithRetry(async () => ({
  default: (await import('../components/promo-questions-form')).PromoQuestionsForm,
}));

// The Record tab (camera, recorder) and the Preview (the company's card as candidates see it) load when their tab is
// pointed at, focused or opened; Upload is the tab the page opens on.
const RecordTab = lazyWithPreload(async () => ({
  default: (await import('../components/record-tab')).RecordTab,
}));
const PreviewTab = lazyWithPreload(async () => ({
  default: (await import('../components/preview-tab')).PreviewTab,
}));

/** /company/promo: upload, record and preview the promo video; the three questions; `children` adds more sections. */
export function CompanyPromoPage({
  companyId,
  companyName,
  children,
}: {
  companyId: number;
  companyName: string;
  children?: ReactNode;
}) {
  const promo = useCompanyPromo(companyId);
  const [tab, setTab] = useState('upload');
  const showPreview = () => setTab('preview');
  const { t } = useT();

  return (
    <section>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card data-tour="company-promo-video">
          <CardHeader>
            <CardTitle>{t('page.videoTitle')}</CardTitle>
            <CardDescription>{t('page.videoDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="h-auto w-full flex-wrap">
                <TabsTrigger value="upload">
                  <Upload className="size-4" aria-hidden /> {t('page.upload')}
                </TabsTrigger>
                <TabsTrigger value="record" {...preloadOnIntent(RecordTab)}>
                  <Camera className="size-4" aria-hidden /> {t('page.record')}
                </TabsTrigger>
                <TabsTrigger value="preview" {...preloadOnIntent(PreviewTab)}>
                  <Eye className="size-4" aria-hidden /> {t('page.preview')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="upload">
                <UploadTab onUploaded={showPreview} />
              </TabsContent>
              <TabsContent value="record">
                <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
                  <RecordTab onSaved={showPreview} />
                </Suspense>
              </TabsContent>
              <TabsContent value="preview">
                <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
                  {promo.isPending ? (
                    <Skeleton className="aspect-video w-full" />
                  ) : (
                    <PreviewTab promo={promo.data ?? null} companyName={companyName} />
                  )}
                </Suspense>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <Card data-tour="company-promo-questions">
          <CardHeader>
            <CardTitle>{t('page.questionsTitle')}</CardTitle>
            <CardDescription>{t('page.questionsDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {promo.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : (
              <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                <PromoQuestionsForm promo={promo.data ?? null} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </div>
      {children}
    </section>
  );
}
