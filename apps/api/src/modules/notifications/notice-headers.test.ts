import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DATA_REQUEST_NOTICES,
  isNoticeHeader,
  SAVINGS_NOTICES,
  SETTLEMENT_EVENTS,
  SETTLEMENT_REJECTED_NOTICE,
  SETTLEMENT_STATUSES,
  settlementDecisionNoticeHeader,
  settlementNoticeHeader,
} from '@kopkar/domain';
import { describe, expect, it } from 'vitest';

// Every notification the API writes (services and the demo seed) names its header as a `header:` property. This
// test reads them all from the source and checks each against the domain's NOTICE_KINDS, so a new kind of notice
// cannot reach members without a label, a colour and a page in the portal. (The MemberNote type says the same
// to tsc; this says it where the table's owner looks, and catches a header cast past the type.)

const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

function listSourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The headers an expression written after `header:` can produce, or null when this test cannot tell. */
function resolveHeaders(expression: string): string[] | null {
  const literal = /^'([^']*)'$/.exec(expression);
  if (literal) return [literal[1] as string];
  const savings = /^SAVINGS_NOTICES\.(\w+)$/.exec(expression);
  if (savings) {
    const value = SAVINGS_NOTICES[savings[1] as keyof typeof SAVINGS_NOTICES];
    return value === undefined ? [`SAVINGS_NOTICES.${savings[1]}`] : [value];
  }
  const dataRequest = /^DATA_REQUEST_NOTICES\.(\w+)$/.exec(expression);
  if (dataRequest) {
    const value = DATA_REQUEST_NOTICES[dataRequest[1] as keyof typeof DATA_REQUEST_NOTICES];
    return value === undefined ? [`DATA_REQUEST_NOTICES.${dataRequest[1]}`] : [value];
  }
  if (expression === 'SETTLEMENT_REJECTED_NOTICE') return [SETTLEMENT_REJECTED_NOTICE];
  if (/^settlementNoticeHeader\(.+\)$/.test(expression))
    return SETTLEMENT_STATUSES.map(settlementNoticeHeader);
  // The property regex stops at the first comma: the call's arguments are cut after the status.
  if (/^settlementDecisionNoticeHeader\(/.test(expression))
    return SETTLEMENT_STATUSES.flatMap((status) =>
      SETTLEMENT_EVENTS.map((event) => settlementDecisionNoticeHeader(status, event)),
    );
  return null;
}

/**
 * `header:` properties that are no notification: the CSV exports' option, the amortisation report's header, and
 * that header again in the content an issued schedule is fingerprinted by (settlement-documents.service.ts).
 */
const NOT_A_NOTICE = new Set(['true', '{', 'report.header']);

type Written = { file: string; expression: string };

function findWrittenHeaders(): Written[] {
  return listSourceFiles(sourceRoot).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    // A property of an object literal (after `{`, `,` or at a line's start), ended by `,`, a line end or ` }`; one
    // ended by `;` is a member of a type, not a value.
    const properties = text.matchAll(/(?:^|[{,])\s*header:\s*([^,;\n]+?)\s*([,;\n]|\s\})/gm);
    return [...properties]
      .filter((match) => match[2] !== ';')
      .map((match) => ({ file: relative(sourceRoot, path), expression: (match[1] as string).trim() }));
  });
}

describe('notification headers the API writes', () => {
  const written = findWrittenHeaders().filter((entry) => !NOT_A_NOTICE.has(entry.expression));

  it('finds the places that write notifications', () => {
    const files = new Set(written.map((entry) => entry.file));
    for (const file of [
      'modules/applications/applications.service.ts',
      'modules/approvals/approvals.service.ts',
      'modules/funding/funding.service.ts',
      'modules/payroll/payroll.service.ts',
      'modules/settlements/settlements.service.ts',
      'modules/settlements/settlements-admin.service.ts',
      'modules/savings/savings-admin.service.ts',
      'modules/shu/shu-admin.service.ts',
      'db/seed/loans-data.ts',
    ]) {
      expect(files, `${file} writes notifications`).toContain(file);
    }
  });

  it('are all in NOTICE_KINDS, so the portal has a label, a colour and a page for each', () => {
    const unknown = written.flatMap(({ file, expression }) => {
      const headers = resolveHeaders(expression);
      if (!headers) return [`${file}: header ${expression} (teach resolveHeaders in this test its values)`];
      return headers.filter((header) => !isNoticeHeader(header)).map((header) => `${file}: ${header}`);
    });
    expect(unknown).toEqual([]);
  });
});
