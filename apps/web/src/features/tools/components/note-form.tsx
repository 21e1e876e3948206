import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { t, useT } from '../i18n';
import { NOTE_TEMPLATES, parseTags, type NoteTemplate } from '../lib/notes';
import {
  NOTE_CATEGORIES,
  NOTE_PRIORITIES,
  NoteCategory,
  NotePriority,
  type NoteInput,
} from '../lib/schemas';
import { selectClass } from './field-styles';

const NoteFormValues = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => t('noteForm.titleRequired') }),
  content: z
    .string()
    .trim()
    .min(1, { error: () => t('noteForm.contentRequired') }),
  priority: NotePriority,
  category: NoteCategory,
  tags: z.string(),
});
type NoteFormValues = z.infer<typeof NoteFormValues>;

const EMPTY: NoteFormValues = {
  title: '',
  content: '',
  priority: 'medium',
  category: 'project',
  tags: '',
};

/** A template's texts in the chosen language, ready for the form. */
const templateValues = ({ id, category, priority }: NoteTemplate): NoteFormValues => ({
  title: t(`templates.${id}.title`),
  content: t(`templates.${id}.content`),
  category,
  priority,
  tags: parseTags(t(`templates.${id}.tags`)).join(', '),
});

export function NoteForm({ onAdd }: { onAdd: (input: NoteInput) => void }) {
  const { t } = useT();
  const form = useForm({ resolver: zodResolver(NoteFormValues), defaultValues: EMPTY });
  const { errors } = form.formState;
  // Registered outside the markup: the field names are not text a person reads.
  const fields = {
    title: form.register('title'),
    content: form.register('content'),
    priority: form.register('priority'),
    category: form.register('category'),
    tags: form.register('tags'),
  };
  const submit = form.handleSubmit((values) => {
    onAdd({
      ...values,
      title: values.title.trim(),
      content: values.content.trim(),
      tags: parseTags(values.tags),
    });
    form.reset(EMPTY);
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{t('noteForm.templates')}</span>
        {NOTE_TEMPLATES.map((template) => (
          <Button
            key={template.id}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => form.reset(templateValues(template))}
          >
            {t(`templates.${template.id}.name`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="note-title">{t('noteForm.title')}</Label>
        <Input id="note-title" aria-invalid={Boolean(errors.title)} {...fields.title} />
        {errors.title ? <p className="text-xs text-destructive">{errors.title.message}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="note-content">{t('noteForm.content')}</Label>
        <Textarea
          id="note-content"
          rows={6}
          aria-invalid={Boolean(errors.content)}
          {...fields.content}
        />
        {errors.content ? (
          <p className="text-xs text-destructive">{errors.content.message}</p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="note-priority">{t('noteForm.priority')}</Label>
          <select id="note-priority" className={selectClass} {...fields.priority}>
            {NOTE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priority.${priority}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="note-category">{t('noteForm.category')}</Label>
          <select id="note-category" className={selectClass} {...fields.category}>
            {NOTE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="note-tags">{t('noteForm.tags')}</Label>
          <Input id="note-tags" {...fields.tags} />
        </div>
      </div>
      <Button type="submit" className="justify-self-start">
        {t('noteForm.save')}
      </Button>
    </form>
  );
}
