type Cell = string | number | null;

/** A plain-text table of rows sharing columns, right-aligning numbers (console.table without the index column). */
export function formatTable(rows: Record<string, Cell>[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = (value: Cell | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const numeric = columns.map((column) =>
    rows.every(
      (row) =>
        typeof row[column] === 'number' ||
        /^-?\d+(\.\d+)?%?$/.test(text(row[column])) ||
        text(row[column]) === '',
    ),
  );
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => text(row[column]).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' │ ');
  return [
    line(columns),
    widths.map((width) => '─'.repeat(width)).join('─┼─'),
    ...rows.map((row) => line(columns.map((column) => text(row[column])))),
  ].join('\n');
}
