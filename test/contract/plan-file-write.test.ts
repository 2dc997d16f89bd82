/**
 * writePlanFile makes the plan's lines twice (digest, then write) instead of one whole string:
 * the bytes and the content-addressed name must be what one join of the lines gives, and an
 * existing plan with the same bytes is not written again.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readPlanFile, writePlanFile, type PlannedUrl } from '../../activities/validate/plan-file';

const cid = (n: number) => `cid_${n.toString(16).padStart(64, '0')}`;

test('plan bytes and name are those of the joined lines; the same plan is not rewritten', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'citeflow-planfile-'));
  try {
    const settings = {
      run_id: 'dr_plan',
      run_root: root,
      mode: 'online' as const,
      validation_tier: 'standard' as const,
      checked_at: '2026-02-13T12:00:00Z',
      citations_path: path.join(root, 'citations', 'citations.jsonl'),
      inputs_digest: 'x'.repeat(64),
      network: { resolve: {}, allow_cidrs: ['127.0.0.0/8'] },
      contexts: true,
    };
    const urls: PlannedUrl[] = Array.from({ length: 3000 }, (_, i) => ({
      normalized_url: `https://example.com/${String(i).padStart(5, '0')}?q=é\u2028"`,
      cid: cid(i),
      url_original: `https://example.com/${i}`,
      found_by: [{ wave: 1, perspective_id: 'p1', agent_type: 'A', artifact_path: 'wave-1/p1.md' }],
      invalid_reason: null,
      fixture: null,
      ...(i % 2 === 0 ? { context: { title: `Title ${i} ✓`, claims: ['a claim'], quotes: [] } } : {}),
    }));
    const expected = [JSON.stringify({ schema_version: 'validation-plan.v2', ...settings, url_count: urls.length }), ...urls.map((u) => JSON.stringify(u))].join('\n') + '\n';
    const file = await writePlanFile(settings, urls);
    expect(path.basename(file)).toBe(`plan-${createHash('sha256').update(expected).digest('hex').slice(0, 24)}.json`);
    expect(await fs.readFile(file, 'utf8')).toBe(expected);
    expect((await readPlanFile(file)).urls).toHaveLength(3000);
    const before = (await fs.stat(file)).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    expect(await writePlanFile(settings, urls)).toBe(file);
    expect((await fs.stat(file)).mtimeMs).toBe(before);
    // A damaged file under the plan's name is written again.
    await fs.writeFile(file, expected.slice(0, 100));
    expect(await writePlanFile(settings, urls)).toBe(file);
    expect(await fs.readFile(file, 'utf8')).toBe(expected);
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
});
