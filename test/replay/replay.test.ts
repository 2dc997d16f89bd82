/**
 * Replays recorded histories of citeflow's workflows against the current workflow code: a
 * change that breaks determinism for runs already in flight fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';

jest.setTimeout(120000);

const dir = join(__dirname, 'histories');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

test('there is a recorded history of the run workflow', () => {
  expect(files).toContain('run-demo.json');
});

test.each(files)('%s replays against the current workflow code', async (file) => {
  const history = historyFromJSON(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  await expect(
    Worker.runReplayHistory({ workflowsPath: require.resolve('../../workflows'), replayName: file }, history),
  ).resolves.toBeUndefined();
});
