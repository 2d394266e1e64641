/** One line of the benchmark report: what was measured, the figure, and its target if any. */
export interface Row {
  suite: string;
  case: string;
  metric: string;
  value: number | string;
  unit: string;
  /** Target to report against (never asserted), e.g. '<= 16'. */
  target?: string;
  /** 'yes' / 'no' against the target; empty when there is none. */
  met?: string;
  note?: string;
}

/** Compares a figure to an upper bound: the `target` and `met` columns of a row. */
export function against(value: number, max: number): Pick<Row, 'target' | 'met'> {
  return { target: `<= ${max}`, met: Number.isFinite(value) ? (value <= max ? 'yes' : 'no') : '' };
}

/** Formats rows as a fixed-width text table. */
export function formatTable(rows: Row[]): string {
  const columns: (keyof Row)[] = ['suite', 'case', 'metric', 'value', 'unit', 'target', 'met', 'note'];
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i])).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** Progress output (stderr, so the table on stdout stays clean). */
export function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** Runs one part of a suite; a failure becomes a 'failed' row, so the other parts' figures survive. */
export async function rowsOrFailure(suite: string, run: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${suite} failed: ${message}`);
    return [{ suite, case: '-', metric: 'failed', value: '', unit: '', note: message }];
  }
}
