import { cn } from '@/lib/class-names';

type Option<T extends string | number> = { value: T; label: string; hint?: string };

/**
 * A radio group drawn as a row of segments: native radios, so Tab reaches the group once and the arrow keys
 * choose (the browser's own behaviour), and a screen reader hears the legend, the option and the error.
 */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  description,
  options,
  value,
  onChange,
  error,
  idPrefix,
}: {
  name: string;
  legend: React.ReactNode;
  description?: string;
  options: Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  idPrefix: string;
}) {
  const describedBy =
    [description ? `${idPrefix}-hint` : null, error ? `${idPrefix}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <fieldset
      className="grid min-w-0 gap-1.5"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      {description ? (
        <p id={`${idPrefix}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className="mt-1 grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              // relative: the hidden radio stays inside the label, or focusing it scrolls the dialog's frame instead of its body.
              'relative flex min-h-10 cursor-pointer flex-col items-center justify-center rounded-md border border-border bg-board-cell px-2 py-1.5 text-center text-xs font-semibold',
              'hover:bg-surface-raised has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              error && 'border-status-closed',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
            {option.hint ? (
              <span aria-hidden className="font-mono text-[0.7rem] font-normal opacity-80">
                {option.hint}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} role="alert" className="text-sm text-status-closed">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
