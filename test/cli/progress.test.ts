/** cli/progress.ts: a bar on a terminal (cli-progress, loaded only then), lines otherwise. */
import { PassThrough } from 'node:stream';
import type { WorkflowHandle } from '@temporalio/client';
import { showProgress } from '../../cli/progress';

function fakeHandle(): WorkflowHandle {
  let done = 0;
  const memo = () => ({ citeflow: { stage: 'stage3', total: 10, done: Math.min((done += 3), 10), by_status: { valid: Math.min(done, 10) } } });
  return { describe: async () => ({ memo: memo() }), query: async () => memo().citeflow } as unknown as WorkflowHandle;
}

function stream(tty: boolean): { s: NodeJS.WriteStream; text: () => string } {
  const p = new PassThrough();
  let out = '';
  p.on('data', (d) => (out += d));
  Object.assign(p, { isTTY: tty, columns: 100, cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
  return { s: p as unknown as NodeJS.WriteStream, text: () => out };
}

test('on a terminal: a live bar', async () => {
  const { s, text } = stream(true);
  await showProgress(fakeHandle(), new Promise((r) => setTimeout(r, 500)), { stream: s, everyMs: 50 });
  expect(text()).toMatch(/Stage 3 validating URLs \|[█░]+\| \d+\/10 URLs/);
});

test('not a terminal: one line per stage or tenth of the URLs, no bar', async () => {
  const { s, text } = stream(false);
  await showProgress(fakeHandle(), new Promise((r) => setTimeout(r, 500)), { stream: s, everyMs: 50 });
  expect(text()).toMatch(/^… Stage 3 validating URLs — 3\/10 URLs/m);
  expect(text()).not.toMatch(/[█░]/);
});
