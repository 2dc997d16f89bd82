/**
 * citeflow-reverify-<tier or target>-…: re-checks the library's citations that are due (a tier
 * from a Temporal Schedule) or named (`citeflow reverify <cid|url|run_id>`). Pages of citations
 * are chosen by an activity and kept in the store; batches re-check them with the Stage-3
 * machinery; the workflow sees only page numbers and counts. It continues as new every
 * REVERIFY_PAGES_PER_RUN pages (or when Temporal suggests it), so 100,000 citations stay
 * well inside the history budget. Deterministic: no clock but workflow time.
 */
import { condition, continueAsNew, defineQuery, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { ReverifySelector } from '../activities/library/store';
import { LIBRARY_ACTIVITY, REVERIFY_BATCH_ACTIVITY, REVERIFY_BATCH_SIZE, REVERIFY_PAGES_PER_RUN, REVERIFY_PARALLEL_BATCHES } from '../activities/policies';

export type ReverifyTotals = { checked: number; verified: number; failed: number; changed: number; by_status: Record<string, number> };

export type ReverifyInput = {
  selector: ReverifySelector;
  /** Fixed by the first run: "due" is judged as of this instant, across continue-as-new. */
  as_of?: string;
  /** Carried across continue-as-new. */
  next_page?: number;
  after_cid?: string | null;
  totals?: ReverifyTotals;
  /** Test hook: citations per page (default REVERIFY_BATCH_SIZE). */
  page_size?: number;
  /** Test hook: pages per run before continue-as-new (default REVERIFY_PAGES_PER_RUN). */
  pages_per_run?: number;
};

export type ReverifyResult = ReverifyTotals & { workflow_id: string; pages: number; as_of: string; selector: ReverifySelector };

export type ReverifyProgress = { stage: 'checking' | 'done'; pages_planned: number; pages_done: number } & ReverifyTotals;

export const reverifyProgressQuery = defineQuery<ReverifyProgress>('progress');

const plan = proxyActivities<Activities>(LIBRARY_ACTIVITY);
const batches = proxyActivities<Activities>(REVERIFY_BATCH_ACTIVITY);

function add(into: ReverifyTotals, r: ReverifyTotals): void {
  into.checked += r.checked;
  into.verified += r.verified;
  into.failed += r.failed;
  into.changed += r.changed;
  for (const [k, v] of Object.entries(r.by_status)) into.by_status[k] = (into.by_status[k] ?? 0) + v;
}

export async function citeflowReverify(input: ReverifyInput): Promise<ReverifyResult> {
  const info = workflowInfo();
  const workflowId = info.workflowId;
  const asOf = input.as_of ?? new Date(info.startTime.getTime()).toISOString();
  const pageSize = input.page_size ?? REVERIFY_BATCH_SIZE;
  const pagesPerRun = input.pages_per_run ?? REVERIFY_PAGES_PER_RUN;
  const totals: ReverifyTotals = input.totals ? { ...input.totals, by_status: { ...input.totals.by_status } } : { checked: 0, verified: 0, failed: 0, changed: 0, by_status: {} };
  let page = input.next_page ?? 0;
  let after = input.after_cid ?? null;
  const progress: ReverifyProgress = { stage: 'checking', pages_planned: page, pages_done: page, ...totals };
  setHandler(reverifyProgressQuery, () => ({ ...progress, ...totals, by_status: { ...totals.by_status } }));

  let inFlight = 0;
  let failure: unknown = null;
  let pagesThisRun = 0;
  let exhausted = false;
  while (!exhausted) {
    await condition(() => inFlight < REVERIFY_PARALLEL_BATCHES || failure !== null);
    if (failure) break;
    const planned = await plan.planReverifyPage.executeWithOptions(
      { ...LIBRARY_ACTIVITY, summary: `plan page ${page + 1} (${pageSize} citations at most)` },
      [{ workflow_id: workflowId, page_no: page, selector: input.selector, as_of: asOf, after_cid: after, limit: pageSize }],
    );
    if (planned.count === 0) break;
    if (pagesThisRun >= pagesPerRun || workflowInfo().continueAsNewSuggested) {
      // The next run starts with this page: planning it again returns the same stored page.
      await condition(() => inFlight === 0);
      if (failure) break;
      await continueAsNew<typeof citeflowReverify>({ ...input, as_of: asOf, next_page: page, after_cid: after, totals });
    }
    const pageNo = page;
    page += 1;
    pagesThisRun += 1;
    after = planned.last_cid;
    progress.pages_planned = page;
    inFlight += 1;
    batches.reverifyBatch
      .executeWithOptions({ ...REVERIFY_BATCH_ACTIVITY, summary: `re-verify page ${pageNo + 1}: ${planned.count} citations` }, [{ workflow_id: workflowId, page_no: pageNo }])
      .then((r) => {
        add(totals, r);
        progress.pages_done += 1;
      })
      .catch((err) => {
        failure ??= err;
      })
      .finally(() => {
        inFlight -= 1;
      });
    if (planned.count < pageSize) exhausted = true;
  }
  await condition(() => inFlight === 0);
  if (failure) throw failure;
  progress.stage = 'done';
  return { ...totals, workflow_id: workflowId, pages: page, as_of: asOf, selector: input.selector };
}
