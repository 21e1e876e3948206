import { useState, type ReactNode } from 'react';
import { Camera, Eye, Upload } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompanyPromo } from '../api/get-company-promo';
import { PreviewTab } from '../components/preview-tab';
import { PromoQuestionsForm } from '../components/promo-questions-form';
import { RecordTab } from '../components/record-tab';
import { UploadTab } from '../components/upload-tab';

/** /company/promo: upload, record and preview the promo video; the three questions; `children` adds more sections. */
export function CompanyPromoPage({ companyId, companyName, children }: { companyId: number; companyName: string; children?: ReactNode }) {
  const promo = useCompanyPromo(companyId);
  const [tab, setTab] = useState('upload');
  const showPreview = () => setTab('preview');

  return (
    <section>
      <PageHeader title="Company Promo and Questions" description="Show candidates who you are, and ask them three questions." />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card data-tour="company-promo-video">
          <CardHeader>
            <CardTitle>Promo Video</CardTitle>
            <CardDescription>Upload a file or record one with your camera (up to 3 minutes).</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="w-full">
                <TabsTrigger value="upload">
                  <Upload className="size-4" aria-hidden /> Upload
                </TabsTrigger>
                <TabsTrigger value="record">
                  <Camera className="size-4" aria-hidden /> Record
                </TabsTrigger>
                <TabsTrigger value="preview">
                  <Eye className="size-4" aria-hidden /> Preview
                </TabsTrigger>
              </TabsList>
              <TabsContent value="upload">
                <UploadTab onUploaded={showPreview} />
              </TabsContent>
              <TabsContent value="record">
                <RecordTab onSaved={showPreview} />
              </TabsContent>
              <TabsContent value="preview">
                {promo.isPending ? <Skeleton className="aspect-video w-full" /> : <PreviewTab promo={promo.data ?? null} companyName={companyName} />}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <Card data-tour="company-promo-questions">
          <CardHeader>
            <CardTitle>Candidate Questions</CardTitle>
            <CardDescription>Exactly three questions, shown with your promo.</CardDescription>
          </CardHeader>
          <CardContent>{promo.isPending ? <Skeleton className="h-40 w-full" /> : <PromoQuestionsForm promo={promo.data ?? null} />}</CardContent>
        </Card>
      </div>
      {children}
    </section>
  );
}
