import type { FillReport } from '../fill/fill-report';

/** The largest report stored whole: a 10,000-field page's is about 1.3 MB (each filled field's locator for Copy as a test included). */
export const REPORT_BUDGET_BYTES = 2 * 1024 * 1024;

/** All tabs' reports together: storage.session holds 10 MB in Chromium and Firefox, tasks included. */
export const ALL_REPORTS_BUDGET_BYTES = 6 * 1024 * 1024;

/** A report as it is stored: JSON text, and its size as storage counts it. */
export interface StoredReport {
  text: string;
  bytes: number;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of a text, what storage.session counts against its quota. */
export function textBytes(text: string): number {
  return encoder.encode(text).byteLength;
}

/**
 * The report as stored: whole when it fits `budget`, else with its field list
 * cut to the first fields that fit, saying so in `truncated`. The counts stay
 * the whole fill's; seed, locale and day stay, for Replay.
 * @example fitReport(report, 1_000).text // '{"seed":1,…,"fields":[…first 3…],"truncated":{"kept":3,"of":40,"note":"…"}}'
 */
export function fitReport(report: FillReport, budget: number = REPORT_BUDGET_BYTES): StoredReport {
  const text = JSON.stringify(report);
  const bytes = textBytes(text);
  if (bytes <= budget) return { text, bytes };
  const of = report.fields.length;
  // Room left beside the report's other parts and the longest note there can be; each field takes its text and a comma.
  let room = budget - textBytes(JSON.stringify(shortened(report, of, [])));
  let kept = 0;
  while (kept < of) {
    room -= textBytes(JSON.stringify(report.fields[kept])) + 1;
    if (room < 0) break;
    kept++;
  }
  const cut = JSON.stringify(shortened(report, kept, report.fields.slice(0, kept)));
  return { text: cut, bytes: textBytes(cut) };
}

/**
 * The report without its field list, with `note` saying why: a stand-in
 * when the list cannot be kept, so Replay and Undo still have their report.
 * @example withoutFields(report, 'The list was dropped.').fields // []
 */
export function withoutFields(report: FillReport, note: string): StoredReport {
  const text = JSON.stringify({
    ...report,
    fields: [],
    truncated: { kept: 0, of: report.truncated?.of ?? report.fields.length, note },
  });
  return { text, bytes: textBytes(text) };
}

function shortened(report: FillReport, kept: number, fields: FillReport['fields']): FillReport {
  const of = report.fields.length;
  return {
    ...report,
    fields,
    truncated: {
      kept,
      of,
      note: `Only the first ${kept} of ${of} fields are listed: the whole list was too long to keep.`,
    },
  };
}
