// CSV exports (RFC 4180) that open cleanly in spreadsheets and cannot smuggle formulas into them.
import type { FastifyReply } from 'fastify';

/** A cell: text or a number. A yes/no is a word in the reader's language (export-words.ts), never a boolean. */
export type CsvCell = string | number | null | undefined;

// A text cell starting with one of these is run as a formula by spreadsheet apps (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain signed decimal ('-10.00', a refund) is a number to a spreadsheet, never a formula: kept as it is.
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text; an empty row is a blank line between sections. A BOM lets Excel read UTF-8 names. */
export function toCsv(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function sendCsv(reply: FastifyReply, options: { fileName: string; rows: CsvCell[][] }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(options.rows));
}
