/**
 * The one guard against spreadsheet formulas in every CSV the app and the commands write
 * (tournament-format.md §4 and §10): a text field that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'` before any quoting (`'=HYPERLINK(…)`); numbers are never
 * prefixed. The app's own downloads also guard a formula character right after a separator or a
 * line break inside a text, where a spreadsheet splitting on another separator would start a cell.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field as §4 writes it: a leading `'` when a spreadsheet would run it as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The app's downloads: `guardFormula`, and a formula character after `,`, `;`, a tab or a line
 * break inside the text guarded too ("x;=1+1" read by a spreadsheet that splits on semicolons).
 */
export function protectText(text: string): string {
  return guardFormula(text.replace(/([,;\t\r\n])([=+\-@])/g, "$1'$2"));
}

/** A cell the number formatters wrote (or a place, a count): left unquoted so spreadsheets read it as a number. */
export function isNumberCell(cell: string): boolean {
  return /^-?\d+(?:[.,]\d+)?$/.test(cell);
}

/**
 * One field of a command's CSV (§4): a text field guarded, then quoted with `"` (inner quotes
 * doubled) when it holds `;`, `"` or a line break; a number field as it is.
 */
export function commandCsvField(cell: string, text: boolean): string {
  const value = text ? guardFormula(cell) : cell;
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A command's CSV (§4): `;`, LF, no BOM; `textColumns` are the columns of text fields (the header's cells are fixed words). */
export function commandCsv(rows: readonly (readonly string[])[], textColumns: ReadonlySet<number>): string {
  return rows.map((cells, r) => cells.map((c, col) => commandCsvField(c, r > 0 && textColumns.has(col))).join(';')).join('\n') + '\n';
}
