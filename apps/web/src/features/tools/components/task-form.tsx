import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '../i18n';
import { DEFAULT_ESTIMATE_MINUTES, TaskInput } from '../lib/schemas';
import { selectClass } from './field-styles';

export function TaskForm({ onAdd }: { onAdd: (input: TaskInput) => void }) {
  const { t } = useT();
  const form = useForm({
    resolver: zodResolver(TaskInput),
    defaultValues: {
      title: '',
      description: '',
      priority: 'medium' as const,
      estimatedTime: DEFAULT_ESTIMATE_MINUTES,
    },
  });
  const { errors } = form.formState;
  // Registered outside the markup: the field names are not text a person reads.
  const fields = {
    title: form.register('title'),
    description: form.register('description'),
    priority: form.register('priority'),
    estimatedTime: form.register('estimatedTime'),
  };
  const submit = form.handleSubmit((input) => {
    onAdd(input);
    form.reset();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[2fr_2fr_1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="task-title">{t('taskForm.title')}</Label>
        <Input
          id="task-title"
          placeholder={t('taskForm.titlePlaceholder')}
          aria-invalid={Boolean(errors.title)}
          {...fields.title}
        />
        {errors.title ? <p className="text-xs text-destructive">{errors.title.message}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-description">{t('taskForm.description')}</Label>
        <Input
          id="task-description"
          placeholder={t('taskForm.descriptionPlaceholder')}
          {...fields.description}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-priority">{t('taskForm.priority')}</Label>
        <select id="task-priority" className={selectClass} {...fields.priority}>
          <option value="high">{t('priority.high')}</option>
          <option value="medium">{t('priority.medium')}</option>
          <option value="low">{t('priority.low')}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-estimate">{t('taskForm.estimate')}</Label>
        <Input
          id="task-estimate"
          type="number"
          min={1}
          inputMode="numeric"
          {...fields.estimatedTime}
        />
        {errors.estimatedTime ? (
          <p className="text-xs text-destructive">{errors.estimatedTime.message}</p>
        ) : null}
      </div>
      <Button type="submit">
        <Plus aria-hidden /> {t('taskForm.add')}
      </Button>
    </form>
  );
}
