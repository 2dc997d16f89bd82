import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Command, Option } from 'commander';
import type { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { sanitizeMultiline } from '../../shared/safe-text';
import { printError } from '../failures';
import {
  CITATION_FORMATS,
  type CitationFormat,
  CitableRecordView,
  ClaimMetadataView,
  citableSources,
  formatSources,
  metadataByCid,
} from '../../shared/formats';

/** `citeflow cite <runRoot> --format …`: the run's citable sources in one citation style. */
export function registerCite(program: Command): void {
  program
    .command('cite')
    .description("print a run's citable sources (valid and paywalled) in a citation style, one entry a line")
    .argument('<runRoot>', 'the run directory (holds citations/citations.jsonl)')
    .addOption(new Option('--format <style>', 'citation style').choices([...CITATION_FORMATS]).default('apa'))
    .action((runRoot: string, options: { format: CitationFormat }) => {
      try {
        process.stdout.write(citeRun(path.resolve(runRoot), options.format));
      } catch (err) {
        if (!(err instanceof CiteflowError)) throw err;
        // Expected failures print like every other command: `citeflow: CODE: message`, exit 1.
        printError(err.toJSON(), false);
        process.exitCode = 1;
      }
    });
}

/** Reads citations.jsonl (+ validated-claims.jsonl when present) and formats the citable sources. */
export function citeRun(runRoot: string, format: CitationFormat): string {
  const citationsPath = path.join(runRoot, 'citations', 'citations.jsonl');
  const claimsPath = path.join(runRoot, 'citations', 'validated-claims.jsonl');
  const records = readJsonl(citationsPath, CitableRecordView, true);
  const claims = readJsonl(claimsPath, ClaimMetadataView, false);
  // citations.jsonl may come from another tool: its text reaches the terminal without control or bidi characters.
  return sanitizeMultiline(formatSources(citableSources(records, metadataByCid(claims)), format));
}

function readJsonl<T>(file: string, schema: z.ZodType<T>, required: boolean): T[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
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
