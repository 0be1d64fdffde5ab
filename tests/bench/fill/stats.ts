export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function range(values: readonly number[]): [number, number] {
  return values.length ? [Math.min(...values), Math.max(...values)] : [Number.NaN, Number.NaN];
}

/** `1,234.5 ms`, with one decimal under 100 ms. */
export function ms(value: number): string {
  if (Number.isNaN(value)) return '-';
  return `${value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
}

export function bytes(value: number): string {
  return `${value.toLocaleString('en-US')} B`;
}

/** Rows of cells as aligned text: the first `alignLeft` columns to the left, the others to the right. */
export function table(rows: Array<Array<string | number>>, alignLeft = 1): string[] {
  if (!rows.length) return [];
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column < alignLeft ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd(),
  );
}
