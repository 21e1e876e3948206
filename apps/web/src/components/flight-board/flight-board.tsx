import type { ReactNode } from 'react';
import { usePublicT } from '@/lib/public-i18n';
import { cn } from '@/lib/class-names';

export type FlightBoardColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Hide the column on narrow screens. */
  hideBelow?: 'sm' | 'md' | 'lg';
  className?: string;
};

type FlightBoardProps<Row> = {
  title?: string;
  caption: string;
  columns: FlightBoardColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  emptyMessage?: string;
  footer?: ReactNode;
  className?: string;
};

const hidden = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

/** A departure board: dark panel, amber header row, one row per flight. */
export function FlightBoard<Row>({
  title,
  caption,
  columns,
  rows,
  rowKey,
  emptyMessage,
  footer,
  className,
}: FlightBoardProps<Row>) {
  const { t } = usePublicT('public');
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border-2 border-[#1d2b47] bg-[#08101f] shadow-[0_20px_60px_-20px_rgba(0,0,0,0.8)]',
        className,
      )}
    >
      {title ? (
        <div className="flex items-center justify-between border-b border-[#1d2b47] bg-[#0b1529] px-4 py-2">
          <p className="font-mono text-sm font-bold uppercase tracking-[0.3em] text-board">
            {title}
          </p>
          <span aria-hidden className="flex gap-1">
            <span className="size-2 rounded-full bg-status-live" />
            <span className="size-2 rounded-full bg-board" />
          </span>
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll a board wider than the screen. */}
      <div
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-[#1d2b47]">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'px-2 py-2 font-mono text-[11px] sm:px-3 font-bold uppercase tracking-[0.2em] text-board-white/85',
                    column.hideBelow && hidden[column.hideBelow],
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  className="px-3 py-8 text-center font-mono text-sm text-muted-foreground"
                >
                  {emptyMessage ?? t('flightBoard.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className="border-b border-[#14213a] last:border-0 odd:bg-white/[0.015]"
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'px-2 py-2.5 align-middle sm:px-3',
                        column.hideBelow && hidden[column.hideBelow],
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer ? <div className="border-t border-[#1d2b47] px-4 py-2">{footer}</div> : null}
    </div>
  );
}
