// Markdown table rows for the benchmark report (docs/benchmarks.md), so long rows are written as their cells.

/** `| a | b |` */
export const row = (...cells) => `| ${cells.join(' | ')} |`;

/** A table's header row and the separator under it. */
export const headerRows = (...names) => [row(...names), `|${names.map(() => '---').join('|')}|`];
