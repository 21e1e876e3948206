import { useState, type ReactNode } from 'react';

/**
 * A section folded away by default (a native details element) whose fields exist only once opened: optional fields
 * stay out of the form's labels and focus order until someone asks for them. A form keeps their values either way.
 */
export function FoldedSection({
  summary,
  lang,
  children,
}: {
  summary: ReactNode;
  lang?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-lg border border-border p-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">{summary}</summary>
      {open ? (
        <div className="mt-2" lang={lang}>
          {children}
        </div>
      ) : null}
    </details>
  );
}
