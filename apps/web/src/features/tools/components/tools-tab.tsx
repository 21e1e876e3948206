import { ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';

const INTEGRATIONS = [
  { name: 'Google Calendar', description: 'Block time for interviews and applications.', href: 'https://calendar.google.com' },
  { name: 'Trello', description: 'Track applications on your own boards.', href: 'https://trello.com' },
  { name: 'Notion', description: 'Keep research notes on companies.', href: 'https://www.notion.so' },
  { name: 'Slack', description: 'Stay in touch with your network.', href: 'https://slack.com' },
  { name: 'LinkedIn', description: 'Polish your profile and reach recruiters.', href: 'https://www.linkedin.com' },
  { name: 'Loom', description: 'Record quick async video updates.', href: 'https://www.loom.com' },
];

export function ToolsTab() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {INTEGRATIONS.map((tool) => (
        <li key={tool.name}>
          <Card className="h-full p-4">
            <a href={tool.href} target="_blank" rel="noopener noreferrer" className="group flex h-full flex-col gap-1">
              <span className="flex items-center gap-2 font-semibold group-hover:text-primary">
                {tool.name} <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </span>
              <span className="text-sm text-muted-foreground">{tool.description}</span>
            </a>
          </Card>
        </li>
      ))}
    </ul>
  );
}
