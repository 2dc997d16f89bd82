/** Build step: bundle the workflow code once, so workers start in a second instead of re-bundling. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';

async function main(): Promise<void> {
  const { code } = await bundleWorkflowCode({ workflowsPath: require.resolve('../workflows'), logger: new DefaultLogger('WARN') });
  const out = join(__dirname, '..', 'workflow-bundle.js');
  writeFileSync(out, code);
  writeFileSync(join(__dirname, '..', '.build-stamp'), new Date().toISOString() + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
