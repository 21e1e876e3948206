import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { NOTE_TEMPLATES, parseTags } from '../lib/notes';
import { NOTE_CATEGORIES, NOTE_PRIORITIES, NoteCategory, NotePriority, type NoteInput } from '../lib/schemas';
import { selectClass } from './field-styles';

const NoteFormValues = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  content: z.string().trim().min(1, 'Content is required'),
  priority: NotePriority,
  category: NoteCategory,
  tags: z.string(),
});
type NoteFormValues = z.infer<typeof NoteFormValues>;

const EMPTY: NoteFormValues = { title: '', content: '', priority: 'medium', category: 'project', tags: '' };
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function NoteForm({ onAdd }: { onAdd: (input: NoteInput) => void }) {
  const form = useForm({ resolver: zodResolver(NoteFormValues), defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    onAdd({ ...values, title: values.title.trim(), content: values.content.trim(), tags: parseTags(values.tags) });
    form.reset(EMPTY);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Templates:</span>
        {NOTE_TEMPLATES.map((template) => (
          <Button
            key={template.name}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => form.reset({ ...template, tags: template.tags.join(', ') })}
          >
            {template.name}
          </Button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="note-title">Note title</Label>
        <Input id="note-title" aria-invalid={Boolean(errors.title)} {...form.register('title')} />
        {errors.title ? <p className="text-xs text-destructive">{errors.title.message}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="note-content">Content</Label>
        <Textarea id="note-content" rows={6} aria-invalid={Boolean(errors.content)} {...form.register('content')} />
        {errors.content ? <p className="text-xs text-destructive">{errors.content.message}</p> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="note-priority">Priority</Label>
          <select id="note-priority" className={selectClass} {...form.register('priority')}>
            {NOTE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {label(priority)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="note-category">Category</Label>
          <select id="note-category" className={selectClass} {...form.register('category')}>
            {NOTE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {label(category)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="note-tags">Tags (comma separated)</Label>
          <Input id="note-tags" {...form.register('tags')} />
        </div>
      </div>
      <Button type="submit" className="justify-self-start">
        Save Note
      </Button>
    </form>
  );
}
