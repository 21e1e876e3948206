import { Download } from 'lucide-react';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useExportMyData } from '../api/export-my-data';

export function DataExportCard() {
  const exportData = useExportMyData();
  const run = () =>
    exportData.mutate(undefined, {
      onSuccess: () => showSuccessToast(GDPR_TEXTS.exportReady),
      onError: (error) => showDestructiveToast('Export failed', errorMessage(error, 'Please try again.')),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          One JSON file with everything Takeoff holds about you: profile, pitch, applications, messages, ratings you gave, consents,
          notifications and links to your videos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={exportData.isPending}>
          <Download aria-hidden />
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
