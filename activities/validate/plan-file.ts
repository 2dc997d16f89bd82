/**
 * The plan file (citations/.work/plan-<hash>.json): everything a batch needs, frozen at plan
 * time, so batches and the final merge never re-read inputs that might have changed since.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { FoundBySchema } from '../../shared/schemas/found-by';
import { FixtureItemSchema } from '../../shared/schemas/fixtures';
import { RunIdSchema } from '../../shared/schemas/manifest';
import { ConcurrencyConfigSchema, LadderConfigSchema, ModeSchema, ValidationTierSchema } from '../../shared/schemas/run-config';
import { CidSchema } from '../../shared/schemas/url-map';
import { readJsonFile } from '../io/read-json';
import { formatZodError, PARSE_OPTIONS } from '../../shared/zod-message';
import { createHash } from 'node:crypto';
import { sha256File } from '../io/hash';
import { writeFileAtomicStreaming } from '../io/atomic-write';

/** What the run knows about a source (titles, claims, quotes), so the classifier can spot the wrong page. */
export const PlannedContextSchema = z.object({ title: z.string().nullable(), claims: z.array(z.string()), quotes: z.array(z.string()) });
export type PlannedContext = z.infer<typeof PlannedContextSchema>;

export const PlannedUrlSchema = z.object({
  normalized_url: z.string(),
  cid: CidSchema,
  /** redacted; the first url-map item's */
  url_original: z.string(),
  found_by: z.array(FoundBySchema),
  /** userinfo / non-http(s): `invalid` in every mode */
  invalid_reason: z.string().nullable(),
  fixture: FixtureItemSchema.nullable(),
  /** Online plans (v2): the source's context from the run's stage outputs, frozen at plan time; absent when the run knows nothing of it. */
  context: PlannedContextSchema.optional(),
});
export type PlannedUrl = z.infer<typeof PlannedUrlSchema>;

const planSettings = {
  run_id: RunIdSchema,
  run_root: z.string(),
  mode: ModeSchema,
  validation_tier: ValidationTierSchema,
  checked_at: z.string(),
  citations_path: z.string(),
  inputs_digest: z.string(),
  /** `resolve` keys are lower-case. Online plans also freeze the fetch limits, so every batch and retry sees the same. */
  network: z.object({
    resolve: z.record(z.string(), z.string()),
    allow_cidrs: z.array(z.string()),
    per_hop_timeout_ms: z.number().int().positive().optional(),
    max_body_bytes: z.number().int().positive().optional(),
    max_redirects: z.number().int().nonnegative().optional(),
  }),
  /** Online plans: the run-config's ladder block as planned ({} when absent). Names token variables, never tokens. */
  ladder: LadderConfigSchema.optional(),
  /** Online plans: the run-config's `concurrency` block as planned (absent: the worker's limits alone). */
  concurrency: ConcurrencyConfigSchema.optional(),
};

/** The first plan format: one JSON document holding every planned URL (still read, for runs planned before v2). */
export const PlanFileSchema = z.object({
  schema_version: z.literal('validation-plan.v1'),
  ...planSettings,
  /** sorted by normalized_url, one entry each */
  urls: z.array(PlannedUrlSchema),
});
export type PlanFile = z.infer<typeof PlanFileSchema>;

/**
 * The plan format batches read (v2): JSON Lines, this header first, then one planned URL a line
 * (sorted by normalized_url), so a batch reads and parses only its own lines, never the whole run.
 */
export const PlanHeaderSchema = z.object({
  schema_version: z.literal('validation-plan.v2'),
  ...planSettings,
  url_count: z.number().int().nonnegative(),
  /** Online plans: every URL line carries its `context` (absent on a line: the run knows nothing of that source). */
  contexts: z.boolean().optional(),
});
export type PlanHeader = z.infer<typeof PlanHeaderSchema>;
/** The settings a batch needs from a plan of either format. */
export type PlanSettings = Omit<PlanHeader, 'schema_version' | 'url_count' | 'contexts'>;

export function workDir(runRoot: string): string {
  return path.join(runRoot, 'citations', '.work');
}

/** Content-addressed: the same plan always lands in the same file with the same bytes. */
export async function writePlanFile(settings: PlanSettings & { contexts?: boolean }, urls: readonly PlannedUrl[]): Promise<string> {
  const header: PlanHeader = { schema_version: 'validation-plan.v2', ...settings, url_count: urls.length };
  // The lines are made twice — for the digest that names the file, then to write it — and never
  // held together (the whole plan as one string, its lines and its bytes were ~50 MB at 50,000 URLs).
  function* lines(): Generator<string> {
    yield JSON.stringify(header) + '\n';
    for (const u of urls) yield JSON.stringify(u) + '\n';
  }
  const hash = createHash('sha256');
  for (const line of lines()) hash.update(line);
  const digest = hash.digest('hex');
  const file = path.join(workDir(settings.run_root), `plan-${digest.slice(0, 24)}.json`);
  // Already there with these very bytes (same digest): nothing to write.
  const existing = await sha256File(file).catch(() => null);
  if (existing !== digest) {
    await writeFileAtomicStreaming(
      file,
      async (write) => {
        for (const line of lines()) await write(line);
        return true;
      },
      { root: settings.run_root },
    );
  }
  return file;
}

/** Where each URL line of a v2 plan starts (byte offsets; one more entry: the end of the last line). */
type PlanIndex = { key: string; header: PlanHeader; offsets: Float64Array } | { key: string; legacy: PlanFile };

/**
 * Plans are content-addressed, so a worker indexes each once, not once per batch (a 50,000-URL
 * plan is read by 500 batches); keyed by size and mtime too, so a plan file edited in place is
 * read again. Bounded: the newest few plans stay cached, and finalize forgets its plan.
 */
const indexCache = new Map<string, Promise<PlanIndex>>();
const INDEX_CACHE_SIZE = 4;

function planError(planPath: string, code: 'INVALID_JSON' | 'SCHEMA_VALIDATION_FAILED', problem: string): CiteflowError {
  return new CiteflowError(code, `${path.basename(planPath)}: ${problem}`, { path: planPath });
}

function parsePlanJson(planPath: string, text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw planError(planPath, 'INVALID_JSON', `not valid JSON at ${where}`);
  }
}

async function indexPlan(planPath: string, key: string): Promise<PlanIndex> {
  const handle = await fs.open(planPath, 'r').catch(async () => {
    await readJsonFile(planPath, PlanFileSchema, path.basename(planPath)); // the same NOT_FOUND a whole read gives
    throw new CiteflowError('NOT_FOUND', `${path.basename(planPath)}: cannot open ${planPath}`, { path: planPath });
  });
  try {
    const chunk = Buffer.allocUnsafe(1 << 20);
    const headerParts: Buffer[] = [];
    let headerEnd = -1;
    let header: PlanHeader | null = null;
    let offsets = new Float64Array(1);
    let lines = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      let from = 0;
      if (headerEnd < 0) {
        const nl = chunk.indexOf(10, 0);
        if (nl === -1 || nl >= bytesRead) {
          headerParts.push(Buffer.from(chunk.subarray(0, bytesRead)));
          position += bytesRead;
          continue;
        }
        headerParts.push(Buffer.from(chunk.subarray(0, nl)));
        headerEnd = position + nl + 1;
        from = nl + 1;
        const first = parsePlanJson(planPath, Buffer.concat(headerParts).toString('utf8'), 'line 1') as { schema_version?: unknown };
        if (first?.schema_version === 'validation-plan.v1') {
          const parsed = PlanFileSchema.safeParse(first, PARSE_OPTIONS);
          if (!parsed.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, path.basename(planPath)), { path: planPath });
          return { key, legacy: parsed.data };
        }
        const parsed = PlanHeaderSchema.safeParse(first, PARSE_OPTIONS);
        if (!parsed.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, path.basename(planPath)), { path: planPath });
        header = parsed.data;
        offsets = new Float64Array(header.url_count + 1);
        offsets[0] = headerEnd;
        headerParts.length = 0;
      }
      for (let nl = chunk.indexOf(10, from); nl !== -1 && nl < bytesRead; nl = chunk.indexOf(10, nl + 1)) {
        lines += 1;
        if (lines >= offsets.length) throw planError(planPath, 'SCHEMA_VALIDATION_FAILED', 'more URL lines than url_count');
        offsets[lines] = position + nl + 1;
      }
      position += bytesRead;
    }
    if (header === null) throw planError(planPath, 'INVALID_JSON', 'no header line');
    if (lines !== header.url_count) throw planError(planPath, 'SCHEMA_VALIDATION_FAILED', `${lines} URL lines, url_count ${header.url_count}`);
    return { key, header, offsets };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function planIndex(planPath: string): Promise<PlanIndex> {
  const stat = await fs.stat(planPath).catch(() => null);
  const key = stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
  let entry = indexCache.get(planPath);
  if (entry) {
    const cached = await entry.catch(() => null);
    if (cached?.key === key) return cached;
    indexCache.delete(planPath);
  }
  entry = indexPlan(planPath, key);
  entry.catch(() => indexCache.delete(planPath));
  indexCache.set(planPath, entry);
  if (indexCache.size > INDEX_CACHE_SIZE) indexCache.delete(indexCache.keys().next().value!);
  return entry;
}

/** What a batch needs of a plan of either format: its settings, its URL count, whether contexts are frozen in it. */
export type PlanSummary = { settings: PlanSettings; url_count: number; contexts: boolean };

function settingsOf(plan: PlanFile | PlanHeader): PlanSettings {
  const settings: Record<string, unknown> = { ...plan };
  delete settings.schema_version;
  delete settings.urls;
  delete settings.url_count;
  delete settings.contexts;
  return settings as PlanSettings;
}

export async function readPlanSummary(planPath: string): Promise<PlanSummary> {
  const index = await planIndex(planPath);
  if ('legacy' in index) return { settings: settingsOf(index.legacy), url_count: index.legacy.urls.length, contexts: false };
  return { settings: settingsOf(index.header), url_count: index.header.url_count, contexts: index.header.contexts === true };
}

/** The planned URLs [start, end) — only their lines are read and parsed. */
export async function readPlanSlice(planPath: string, start: number, end: number): Promise<PlannedUrl[]> {
  const index = await planIndex(planPath);
  if ('legacy' in index) return index.legacy.urls.slice(start, end);
  const { offsets } = index;
  if (start >= end) return [];
  const from = offsets[start];
  const bytes = Buffer.allocUnsafe(offsets[end] - from);
  const handle = await fs.open(planPath, 'r');
  try {
    let done = 0;
    while (done < bytes.length) {
      const { bytesRead } = await handle.read(bytes, done, bytes.length - done, from + done);
      if (bytesRead === 0) throw planError(planPath, 'SCHEMA_VALIDATION_FAILED', 'shorter than its index');
      done += bytesRead;
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  const out: PlannedUrl[] = [];
  for (let i = start; i < end; i++) {
    const text = bytes.toString('utf8', offsets[i] - from, offsets[i + 1] - from - 1);
    const parsed = PlannedUrlSchema.safeParse(parsePlanJson(planPath, text, `line ${i + 2}`), PARSE_OPTIONS);
    if (!parsed.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, path.basename(planPath), i + 2), { path: planPath });
    out.push(parsed.data);
  }
  return out;
}

/** Every planned URL in order, a slice at a time (finalize's coverage check). */
export async function* plannedUrls(planPath: string, sliceSize = 1000): AsyncGenerator<PlannedUrl> {
  const { url_count } = await readPlanSummary(planPath);
  for (let start = 0; start < url_count; start += sliceSize) yield* await readPlanSlice(planPath, start, Math.min(url_count, start + sliceSize));
}

/** A plan of either format as one object: its settings and every planned URL. */
export type WholePlan = PlanSettings & { urls: PlannedUrl[] };

/** The whole plan at once (tests, tools); batches read slices instead. */
export async function readPlanFile(planPath: string): Promise<WholePlan> {
  const index = await planIndex(planPath);
  if ('legacy' in index) return { ...settingsOf(index.legacy), urls: index.legacy.urls };
  return { ...settingsOf(index.header), urls: await readPlanSlice(planPath, 0, index.header.url_count) };
}

/** A run's batches are done: its plan's index leaves the cache. */
export function forgetPlan(planPath: string): void {
  indexCache.delete(planPath);
}

/** Deterministic batch file name beside its plan. */
export function batchPathFor(planPath: string, start: number, end: number): string {
  return planPath.replace(/\.json$/, '') + `.batch-${start}-${end}.jsonl`;
}

/**
 * A plan lives in the run directory, so its network settings are checked against the operator's
 * again where they are used: an edited plan cannot widen what the operator allows.
 */
export function planFieldError(planPath: string) {
  return (field: Array<string | number>, problem: string) =>
    new CiteflowError('SCHEMA_VALIDATION_FAILED', `${path.basename(planPath)}: ${field.join('.')}: ${problem}`, { path: planPath });
}
