import { ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '../i18n';

const INTEGRATIONS = [
  { id: 'googleCalendar', name: 'Google Calendar', href: 'https://calendar.google.com' },
  { id: 'trello', name: 'Trello', href: 'https://trello.com' },
  { id: 'notion', name: 'Notion', href: 'https://www.notion.so' },
  { id: 'slack', name: 'Slack', href: 'https://slack.com' },
  { id: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com' },
  { id: 'loom', name: 'Loom', href: 'https://www.loom.com' },
] as const;

export function ToolsTab() {
  const { t } = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {INTEGRATIONS.map((tool) => (
        <li key={tool.name}>
          <Card className="h-full p-4">
            <a
              href={tool.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col gap-1"
            >
              <span className="flex items-center gap-2 font-semibold group-hover:text-primary">
                {tool.name} <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">{t('integrations.opensInNewTab')}</span>
              </span>
              <span className="text-sm text-muted-foreground">{t(`integrations.${tool.id}`)}</span>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}
