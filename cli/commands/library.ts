/**
 * `citeflow library list|show|stale|top-used|accuracy|alerts`: the citation library
 * (CONTRACT.md §5), read straight from the store — the same functions the REST service uses.
 */
import type { Command } from 'commander';
import { closeLibraryDbs, getLibraryDb } from '../../activities/library/connection';
import { accuracyReport, alerts, getCitation, listCitations, staleCitations, topUsed, type Alert } from '../../activities/library/store';
import type { LibraryDb } from '../../activities/library/db';
import { CiteflowError } from '../../shared/errors';
import { TIERS, VERIFICATION_STATUSES, type LibraryCitation, type Tier, type VerificationStatus } from '../../shared/schemas/library';
import { sanitizeField } from '../../shared/safe-text';
import { prepareUrl } from '../../shared/url';
import { printError, toErrorShape } from '../failures';

type JsonOpt = { json: boolean };

/**
 * Checks the arguments (`parse`: a usage error never opens the library), opens the library
 * (starting the embedded one when needed), runs `fn`, and prints errors with their code.
 */
export async function withLibrary<T>(json: boolean, parse: () => T, fn: (db: LibraryDb, args: T) => Promise<void>): Promise<void> {
  try {
    const args = parse();
    const db = await getLibraryDb({ start: true });
    await fn(db, args);
  } catch (err) {
    printError(toErrorShape(err), json);
    process.exitCode = 1;
  } finally {
    await closeLibraryDbs();
  }
}

/** A cid as given, or the cid of a URL (redacted and normalized like every URL citeflow keeps). */
export function cidOfTarget(target: string): string {
  if (/^cid_[0-9a-f]{64}$/.test(target)) return target;
  const prepared = prepareUrl(target);
  if (!prepared.cid) throw new CiteflowError('INVALID_ARGS', `not a cid and not a URL citeflow can normalize: ${sanitizeField(target).slice(0, 200)}`);
  return prepared.cid;
}

function out(json: boolean, value: unknown, human: () => string): void {
  process.stdout.write(json ? JSON.stringify(value) + '\n' : human());
}

function row(c: LibraryCitation): string {
  const verified = c.last_verified ? c.last_verified.slice(0, 10) : 'never';
  return `${c.verification_status.padEnd(8)} ${String(c.usage_count).padStart(5)}  ${c.tier.padEnd(7)} ${verified.padEnd(10)} ${(c.last_status ?? '-').padEnd(9)} ${sanitizeField(c.normalized_url)}\n`;
}

const HEADER = `${'status'.padEnd(8)} ${'uses'.padStart(5)}  ${'tier'.padEnd(7)} ${'verified'.padEnd(10)} ${'last'.padEnd(9)} url\n`;

function table(items: LibraryCitation[], empty: string): string {
  return items.length ? HEADER + items.map(row).join('') : `${empty}\n`;
}

function parseChoice<T extends string>(value: string | undefined, choices: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) throw new CiteflowError('INVALID_ARGS', `${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new CiteflowError('INVALID_ARGS', '--limit must be a whole number from 1 to 100000');
  return n;
}

function describeAlert(a: Alert): string {
  switch (a.kind) {
    case 'system_accuracy_below':
      return `system accuracy ${a.score} is below ${a.threshold} (${a.band})`;
    case 'citation_accuracy_below':
      return `${sanitizeField(a.normalized_url)}: accuracy ${a.score} is below ${a.threshold} (${a.band})`;
    case 'verification_failures':
      return `${a.workflow_id}: ${a.failed} of ${a.checked} checks failed (${Math.round(a.ratio * 1000) / 10} % > ${a.threshold * 100} %)`;
  }
}

export function registerLibrary(program: Command): void {
  const library = program
    .command('library')
    .description('the citation library: every citation citeflow has seen, its usage and its verification history');

  library
    .command('list')
    .description('citations in the library (sorted by normalized URL)')
    .option('--status <status>', `only this verification status (${VERIFICATION_STATUSES.join(', ')})`)
    .option('--tier <tier>', `only this re-verification tier (${TIERS.join(', ')})`)
    .option('--limit <n>', 'at most this many (default 1000)')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: JsonOpt & { status?: string; tier?: string; limit?: string }) =>
      withLibrary(
        o.json,
        () => ({ status: parseChoice<VerificationStatus>(o.status, VERIFICATION_STATUSES, '--status'), tier: parseChoice<Tier>(o.tier, TIERS, '--tier'), limit: parseLimit(o.limit, 1000) }),
        async (db, args) => {
        const items = await listCitations(db, args);
        out(o.json, { citations: items, count: items.length }, () => table(items, 'the library is empty (or nothing matches)'));
      }),
    );

  library
    .command('show')
    .description('one citation, its usages (run, claim) and its whole verification history')
    .argument('<cid|url>', 'a cid (cid_…) or a URL (normalized and redacted first)')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (target: string, o: JsonOpt) =>
      withLibrary(o.json, () => cidOfTarget(target), async (db, cid) => {
        const detail = await getCitation(db, cid);
        if (!detail) throw new CiteflowError('NOT_FOUND', `no citation ${cid} in the library`, { cid });
        out(o.json, detail, () => {
          const c = detail.citation;
          const lines = [
            `${sanitizeField(c.normalized_url)}`,
            `  cid ${c.cid}`,
            `  title ${c.title ? sanitizeField(c.title) : '-'} · publisher ${c.publisher ? sanitizeField(c.publisher) : '-'}`,
            `  status ${c.verification_status} (last check: ${c.last_status ?? '-'}, HTTP ${c.last_http_status ?? '-'}, ${c.last_verified ?? 'never re-verified'})`,
            `  tier ${c.tier} · ${c.usage_count} uses · content ${c.content_hash ?? '-'}`,
            `  accuracy ${detail.accuracy.score} (${detail.accuracy.band}): relevance ${detail.accuracy.inputs.relevance}, factual ${detail.accuracy.inputs.factual}, availability ${detail.accuracy.inputs.availability}`,
            `usages (${detail.usages.length}):`,
            ...detail.usages.map((u) => `  ${u.run_id} ${u.claim_id} ${u.validated ? 'validated' : 'not validated'}: ${sanitizeField(u.claim).slice(0, 100)}`),
            `verifications (${detail.verifications.length}, newest first):`,
            ...detail.verifications.map(
              (v) =>
                `  ${v.checked_at} ${v.verification_status} ${v.status} HTTP ${v.http_status ?? '-'} changed ${v.changed === null ? '-' : v.changed ? `yes (${v.change_ratio})` : 'no'} quotes ${v.quotes_present}/${v.quotes_total} · ${v.workflow_id}` +
                (v.affected.length ? `\n    affected: ${v.affected.map((a) => `${a.run_id}/${a.claim_id}`).join(', ')}` : ''),
            ),
          ];
          return lines.join('\n') + '\n';
        });
      }),
    );

  library
    .command('stale')
    .description('citations due for re-verification: never re-verified, or not within their tier\'s period')
    .option('--tier <tier>', `only this tier (${TIERS.join(', ')})`)
    .option('--limit <n>', 'at most this many (default 1000)')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: JsonOpt & { tier?: string; limit?: string }) =>
      withLibrary(o.json, () => ({ tier: parseChoice<Tier>(o.tier, TIERS, '--tier'), limit: parseLimit(o.limit, 1000) }), async (db, args) => {
        const items = await staleCitations(db, args);
        out(o.json, { citations: items, count: items.length }, () => table(items, 'nothing is due for re-verification'));
      }),
    );

  library
    .command('top-used')
    .description('the most-used citations (claims across all runs)')
    .option('--limit <n>', 'how many (default 10)')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: JsonOpt & { limit?: string }) =>
      withLibrary(o.json, () => parseLimit(o.limit, 10), async (db, limit) => {
        const items = await topUsed(db, limit);
        out(o.json, { citations: items, count: items.length }, () => table(items, 'the library is empty'));
      }),
    );

  library
    .command('accuracy')
    .description('accuracy per citation and system-wide: (0.4 × relevance + 0.4 × factual + 0.2 × availability) × 100; green ≥ 95, yellow 90–94, red < 90')
    .option('--cid <cid|url>', 'one citation only')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: JsonOpt & { cid?: string }) =>
      withLibrary(o.json, () => (o.cid ? cidOfTarget(o.cid) : undefined), async (db, cid) => {
        const report = await accuracyReport(db, cid);
        out(o.json, report, () => {
          const s = report.system;
          const head = `system accuracy ${s.score} (${s.band}) over ${report.citations} citations: relevance ${s.inputs.relevance}, factual ${s.inputs.factual}, availability ${s.inputs.availability}\n` +
            `green ${report.by_band.green} · yellow ${report.by_band.yellow} · red ${report.by_band.red}\n`;
          const worst = [...report.items].sort((a, b) => a.score - b.score || a.normalized_url.localeCompare(b.normalized_url)).slice(0, 20);
          return head + worst.map((i) => `${String(i.score).padStart(6)} ${i.band.padEnd(6)} ${sanitizeField(i.normalized_url)}\n`).join('');
        });
      }),
    );

  library
    .command('alerts')
    .description('open alerts: accuracy below 95 % (system-wide and per citation), re-verifications with over 10 % failures')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: JsonOpt) =>
      withLibrary(o.json, () => null, async (db) => {
        const open = await alerts(db);
        out(o.json, { alerts: open, count: open.length }, () => (open.length ? open.map((a) => `${a.kind}: ${describeAlert(a)}\n`).join('') : 'no open alerts\n'));
      }),
    );
}
