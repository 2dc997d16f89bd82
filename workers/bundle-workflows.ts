/** Build step: bundle the workflow code once, so workers start in a second instead of re-bundling. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';

const MAP_COMMENT = '//# sourceMappingURL=data:';

/**
 * The bundle's inline source map without `sourcesContent` (the workflow sources' text, ~0.7 MB of
 * the map's ~1 MB). The SDK reads that text only for a stack-trace query of a worker created with
 * `showStackTraceSources` (citeflow's never is); positions in stack traces come from `mappings`,
 * which stay. Every worker start decodes, parses, compiles and hands its workflow thread the whole
 * bundle, so the smaller map is less work at each start (docs/performance.md, stop 17). The code
 * itself is byte for byte what the SDK's bundler wrote.
 */
export function withoutEmbeddedSources(code: string): string {
  // As the SDK finds it (worker.ts extractSourceMap): the last such comment, its data after 'base64,'.
  const at = code.lastIndexOf(MAP_COMMENT);
  const data = at < 0 ? -1 : code.indexOf('base64,', at);
  if (data < 0) return code; // no inline map: the SDK will say so when it loads the bundle
  const head = code.slice(0, data + 'base64,'.length);
  const map = JSON.parse(Buffer.from(code.slice(head.length).trimEnd(), 'base64').toString('utf8')) as { sourcesContent?: unknown };
  if (!('sourcesContent' in map)) return code;
  delete map.sourcesContent;
  return head + Buffer.from(JSON.stringify(map)).toString('base64') + '\n';
}

async function main(): Promise<void> {
  const { code } = await bundleWorkflowCode({ workflowsPath: require.resolve('../workflows'), logger: new DefaultLogger('WARN') });
  const out = join(__dirname, '..', 'workflow-bundle.js');
  writeFileSync(out, withoutEmbeddedSources(code));
  writeFileSync(join(__dirname, '..', '.build-stamp'), new Date().toISOString() + '\n');
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
