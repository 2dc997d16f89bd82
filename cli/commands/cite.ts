import * as path from 'node:path';
import { type Command, Option } from 'commander';
import type { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { sanitizeMultiline } from '../../shared/safe-text';
import { readFileBoundedSync } from '../../activities/io/read-bounded-sync';
import { printError } from '../failures';
import {
  CITATION_FORMATS,
  type CitationFormat,
  CitableRecordView,
  ClaimMetadataView,
  citableSources,
  formatSources,
  metadataByCid,
  refIdFromCid,
} from '../../shared/formats';

/** Exit code of `cite` when the run's Gate C failed: the same as `run`'s failing verdict. */
export const EXIT_GATE_C_FAILED = 2;

/** `citeflow cite <runRoot> --format …`: the run's citable sources in one citation style. */
export function registerCite(program: Command): void {
  program
    .command('cite')
    .description("print a run's citable sources (valid, and paywalled marked as caution) in a citation style")
    .argument('<runRoot>', 'the run directory (reads citations/citations.jsonl, validated-claims.jsonl and gate-c.json)')
    .addOption(new Option('--format <style>', 'apa|mla|chicago|harvard: a reference list, one entry a line, alphabetical; inline: one [[ref_… - date]] a line; jsonld: one JSON array').choices([...CITATION_FORMATS]).default('apa'))
    .addHelpText(
      'after',
      '\nPaywalled sources end with "[⚠ caution: paywalled]" (jsonld: "isAccessibleForFree": false), as the report marks them.\n' +
        'Exit codes: 0 · 1 bad input (a contract error code is printed) · 2 the run\'s Gate C failed: the sources are\n' +
        'still printed, for inspection, and stderr says the gate failed and why (they are not cleared for a report).',
    )
    .action((runRoot: string, options: { format: CitationFormat }) => {
      try {
        const root = path.resolve(runRoot);
        process.stdout.write(citeRun(root, options.format));
        const gate = readGateC(root);
        if (gate && !gate.pass) {
          process.stderr.write(`citeflow: this run's Gate C failed${gate.failed_rule ? ` (rule ${gate.failed_rule})` : ''}: ${gate.reason ?? 'see gate-c.json'}\n  These sources are not cleared for a report.\n`);
          process.exitCode = EXIT_GATE_C_FAILED;
        }
      } catch (err) {
        if (!(err instanceof CiteflowError)) throw err;
        // Expected failures print like every other command: `citeflow: CODE: message`, exit 1.
        printError(err.toJSON(), false);
        process.exitCode = 1;
      }
    });
}

/** The run's gate-c.json, when Stage 3 has written one (null before; INVALID_JSON when unreadable). */
export function readGateC(runRoot: string): { pass: boolean; failed_rule: string | null; reason: string | null } | null {
  const file = path.join(runRoot, 'citations', 'gate-c.json');
  let text: string;
  try {
    text = readFileBoundedSync(file, 'gate-c.json', 'other').toString('utf8');
  } catch (err) {
    if (err instanceof CiteflowError) throw err; // too large
    return null;
  }
  try {
    const gate = JSON.parse(text) as { pass?: unknown; failed_rule?: unknown; reason?: unknown };
    return {
      pass: gate.pass === true,
      failed_rule: typeof gate.failed_rule === 'string' ? sanitizeMultiline(gate.failed_rule) : null,
      reason: typeof gate.reason === 'string' ? sanitizeMultiline(gate.reason) : null,
    };
  } catch {
    throw new CiteflowError('INVALID_JSON', `${file}: not valid JSON`, { path: file });
  }
}

/** Reads citations.jsonl (+ validated-claims.jsonl when present) and formats the citable sources. */
export function citeRun(runRoot: string, format: CitationFormat): string {
  const citationsPath = path.join(runRoot, 'citations', 'citations.jsonl');
  const claimsPath = path.join(runRoot, 'citations', 'validated-claims.jsonl');
  const records = readJsonl(citationsPath, CitableRecordView, true);
  const claims = readJsonl(claimsPath, ClaimMetadataView, false);
  const paywalled = new Set(records.filter((r) => r.status === 'paywalled').map((r) => refIdFromCid(r.cid)));
  // citations.jsonl may come from another tool: its text reaches the terminal without control or bidi characters.
  return sanitizeMultiline(formatSources(citableSources(records, metadataByCid(claims)), format, { caution: (s) => paywalled.has(s.ref_id) }));
}

function readJsonl<T>(file: string, schema: z.ZodType<T>, required: boolean): T[] {
  let text: string;
  try {
    text = readFileBoundedSync(file, path.basename(file), 'other').toString('utf8');
  } catch (err) {
    if (err instanceof CiteflowError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !required) return [];
    if (code === 'ENOENT') throw new CiteflowError('NOT_FOUND', `${file} not found (has the run reached Stage 3?)`, { path: file });
    throw new CiteflowError('NOT_FOUND', `${file} cannot be read: ${code ?? 'error'}`, { path: file });
  }
  const out: T[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const lineNo = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new CiteflowError('INVALID_JSON', `${file} line ${lineNo}: not valid JSON`, { path: file, line: lineNo });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.') || '(record)';
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${file} line ${lineNo}: ${field}: ${issue.message}`, {
        path: file,
        line: lineNo,
        field,
      });
    }
    out.push(parsed.data);
  });
  return out;
}
