import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useExportMyData } from '../api/export-my-data';
import { t as translate, useT } from '../i18n';

export function DataExportCard() {
  const { t } = useT();
  const exportData = useExportMyData();
  const run = () =>
    exportData.mutate(undefined, {
      onSuccess: () => showSuccessToast(translate('export.ready')),
      onError: (error) =>
        showDestructiveToast(
          translate('export.failed'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('export.title')}</CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={exportData.isPending}>
          <Download aria-hidden />
          {exportData.isPending ? t('export.preparing') : t('export.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
