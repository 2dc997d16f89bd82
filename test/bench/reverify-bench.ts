/**
 * `npm run bench`, re-verification figure: BENCH_REVERIFY_CITATIONS (10000) citations put in the
 * library (a library-only run over a loopback web), re-verified by one `citeflow reverify <run_id>`
 * — fetch, classify, main-text hash, quotes, one verification row each — on a fresh dev server.
 */
import { openLibraryDb } from '../../activities/library/db';
import { countCitations, ingestRun } from '../../activities/library/store';
import { prepareUrl } from '../../shared/url';
import { libraryUrl } from '../../workers/library-server';
import { runCli } from '../e2e/helpers';
import { withOperatorConfig } from '../helpers/operator-config';
import { removeHome, startTestServer } from '../helpers/temporal-server';
import { startScenarioWeb } from '../web';

const HOSTS = Number(process.env.BENCH_HOSTS ?? 50);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const REVERIFY_CITATIONS = Number(process.env.BENCH_REVERIFY_CITATIONS ?? 10000);

async function main(): Promise<void> {
  const [web, server] = await Promise.all([startScenarioWeb({ benchHosts: HOSTS, latencyMs: LATENCY_MS }), startTestServer()]);
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG): re-verification narrows each run's ranges to it.
  const env: NodeJS.ProcessEnv = withOperatorConfig({ ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'bench-reverify' }, { allow_cidrs: ['127.0.0.0/8'] });
  delete env.BRIGHTDATA_API_TOKEN;
  delete env.APIFY_TOKEN;
  try {
    const started = await runCli(['library', 'list', '--json'], env, 120_000); // starts the embedded library
    if (started.code !== 0) throw new Error(`library list failed: ${started.stderr}`);
    const db = await openLibraryDb(await libraryUrl(server.home, env, { waitMs: 120_000 }));
    try {
      const urls = Array.from({ length: REVERIFY_CITATIONS }, (_, i) => web.url(`h${i % HOSTS}.bench.example`, `/doc/lib-${i}`));
      await ingestRun(db, {
        run_id: 'dr_bench_library',
        workflow_id: 'bench',
        network: { resolve: web.resolve, allow_cidrs: web.allow_cidrs },
        citations: urls.map((u) => {
          const p = prepareUrl(u);
          return { cid: p.cid!, normalized_url: p.normalized_url!, url: p.url_original, final_url: null, title: null, authors: [], publisher: null, publication_date: null, source_type: null, excerpt: null, status: 'valid' as const, http_status: 200 };
        }),
        usages: [],
      });
      process.stdout.write(`library: ${await countCitations(db)} citations\n`);
    } finally {
      await db.close();
    }
    const t0 = process.hrtime.bigint();
    const r = await runCli(['reverify', 'dr_bench_library', '--json'], env, 60 * 60 * 1000);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.code !== 0) throw new Error(`re-verification failed (${r.code}): ${r.stdout.slice(0, 2000)}${r.stderr}`);
    const result = JSON.parse(r.stdout);
    if (result.checked !== REVERIFY_CITATIONS) throw new Error(`re-verification: expected ${REVERIFY_CITATIONS} checked, got ${result.checked}`);
    process.stdout.write(
      `citeflow re-verification (CLI + Temporal + library): ${REVERIFY_CITATIONS} citations in ${seconds.toFixed(2)} s, ${(REVERIFY_CITATIONS / seconds).toFixed(0)} citations/s ` +
        `(${result.verified} verified, ${result.failed} failed, ${result.pages} pages)\n`,
    );
  } finally {
    await web.close();
    await server.stop();
    removeHome(server.home);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
