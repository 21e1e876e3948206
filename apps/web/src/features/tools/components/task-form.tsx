import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DEFAULT_ESTIMATE_MINUTES, TaskInput } from '../lib/schemas';
import { selectClass } from './field-styles';

export function TaskForm({ onAdd }: { onAdd: (input: TaskInput) => void }) {
  const form = useForm({
    resolver: zodResolver(TaskInput),
    defaultValues: { title: '', description: '', priority: 'medium' as const, estimatedTime: DEFAULT_ESTIMATE_MINUTES },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => {
    onAdd(input);
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[2fr_2fr_1fr_1fr_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="task-title">Task title</Label>
        <Input id="task-title" placeholder="e.g. Research company culture" aria-invalid={Boolean(errors.title)} {...form.register('title')} />
        {errors.title ? <p className="text-xs text-destructive">{errors.title.message}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-description">Description</Label>
        <Input id="task-description" placeholder="Optional details" {...form.register('description')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-priority">Priority</Label>
        <select id="task-priority" className={selectClass} {...form.register('priority')}>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-estimate">Estimate (min)</Label>
        <Input id="task-estimate" type="number" min={1} inputMode="numeric" {...form.register('estimatedTime')} />
        {errors.estimatedTime ? <p className="text-xs text-destructive">{errors.estimatedTime.message}</p> : null}
      </div>
      <Button type="submit">
        <Plus aria-hidden /> Add Task
      </Button>
    </form>
  );
}
