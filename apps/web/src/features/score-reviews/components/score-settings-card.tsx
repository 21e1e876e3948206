import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useScoreSettings } from '../api/get-score-settings';
import { useSetScoreSettings } from '../api/set-score-settings';
import { useT } from '../i18n';

/** The team page's switch for automated scores: the owner decides (the server refuses anyone else). */
export function ScoreSettingsCard({ canChange }: { canChange: boolean }) {
  const { t } = useT();
  const settings = useScoreSettings();
  const save = useSetScoreSettings();
  if (!settings.data) return null;
  const on = settings.data.automatedScores;
  return (
    <Card data-testid="score-settings">
      <CardContent className="grid gap-3 pt-6 text-sm">
        <h2 className="text-lg font-semibold">{t('settings.title')}</h2>
        <p className="text-muted-foreground">{t('settings.description')}</p>
        <div className="flex items-center gap-3">
          <Switch
            id="automated-scores"
            checked={on}
            disabled={!canChange || save.isPending}
            onCheckedChange={(automatedScores) =>
              save.mutate(
                { automatedScores },
                {
                  onSuccess: () => showSuccessToast(t('settings.saved')),
                  onError: (error) =>
                    showDestructiveToast(
                      t('settings.failed'),
                      errorMessage(error, t('settings.failed')),
                    ),
                },
              )
            }
          />
          <Label htmlFor="automated-scores">{t('settings.toggle')}</Label>
        </div>
        <p role="status">{on ? t('settings.on') : t('settings.off')}</p>
        {canChange ? null : <p className="text-muted-foreground">{t('settings.ownerOnly')}</p>}
      </CardContent>
    </Card>
  );
}
