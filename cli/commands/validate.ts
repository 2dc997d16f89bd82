/**
 * `citeflow validate`: the deep_research_citations_validate tool. Prints exactly one JSON
 * object on stdout — the success object (exit 0) or `{ ok: false, error }` (exit 1) — and runs
 * as the workflow citeflow-validate-<run_id>.
 */
import { Command, CommanderError } from 'commander';
import { readJsonFile } from '../../activities/io';
import { checkValidateArgs, type ValidateArgs, type ValidateSuccess } from '../../activities/validate';
import { CiteflowError } from '../../shared/errors';
import { redactSecretsInText } from '../../shared/url';
import { ManifestSchema } from '../../shared/schemas';
import { CiteflowMode, CiteflowRunId, CiteflowStage } from '../../shared/search-attributes';
import { workflowUiLink } from '../../workers/settings';
import { assertSameRunPath, runPathMemo } from '../attach-guard';
import { printError, toErrorShape } from '../failures';
import { connectTemporal, type TemporalSession } from '../temporal';

type ValidateOptions = { manifest?: string; urlMap?: string; citations?: string; fixtures?: string; reason?: string; localWorker: boolean };

function toArgs(o: ValidateOptions): ValidateArgs {
  return {
    manifest_path: o.manifest ?? '',
    // Free text: a URL pasted into it is redacted here, before it enters any Temporal payload.
    reason: redactSecretsInText(o.reason ?? ''),
    ...(o.urlMap !== undefined ? { url_map_path: o.urlMap } : {}),
    ...(o.citations !== undefined ? { citations_path: o.citations } : {}),
    ...(o.fixtures !== undefined ? { offline_fixtures_path: o.fixtures } : {}),
  };
}

async function validate(o: ValidateOptions): Promise<number> {
  let session: TemporalSession | undefined;
  try {
    const args = toArgs(o);
    checkValidateArgs(args); // INVALID_ARGS before anything starts
    const manifest = await readJsonFile(args.manifest_path, ManifestSchema, 'manifest.json');
    session = await connectTemporal({ localWorker: o.localWorker });
    const workflowId = `citeflow-validate-${manifest.run_id}`;
    const handle = await session.client.workflow.start('citeflowValidate', {
      workflowId,
      taskQueue: session.settings.taskQueue,
      args: [args],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [
        { key: CiteflowRunId, value: manifest.run_id },
        { key: CiteflowStage, value: 'stage3' },
        { key: CiteflowMode, value: 'pending' },
      ],
      staticSummary: `citeflow validate ${manifest.run_id}`,
      memo: runPathMemo(args.manifest_path),
    });
    await assertSameRunPath(handle, args.manifest_path, 'manifest'); // attach only to this manifest's validation
    const link = workflowUiLink(session.settings, workflowId);
    if (link) process.stderr.write(`Temporal UI: ${link}\n`);
    const result = (await handle.result()) as ValidateSuccess;
    process.stdout.write(JSON.stringify(result) + '\n');
    return 0;
  } catch (err) {
    printError(toErrorShape(err), true);
    return 1;
  } finally {
    await session?.close();
  }
}

export function registerValidate(program: Command): void {
  const command = program
    .command('validate')
    .description('the deep_research_citations_validate tool: validate a run\'s url-map into citations.jsonl; prints one JSON object')
    .option('--manifest <path>', 'absolute path of manifest.json (required)')
    .option('--url-map <path>', 'absolute path of url-map.json (default <runRoot>/citations/url-map.json)')
    .option('--citations <path>', 'absolute path of citations.jsonl to write (default <runRoot>/citations/citations.jsonl)')
    .option('--fixtures <path>', 'absolute path of the offline fixtures (required in OFFLINE mode)')
    .option('--reason <text>', 'why this validation runs, for the audit log (required)')
    .option('--no-local-worker', 'do not run an in-process worker (use a `citeflow worker` elsewhere)')
    .addHelpText('after', '\nExit 0 with {"ok":true,…}; exit 1 with {"ok":false,"error":{"code","message","details"}}.\nCodes: INVALID_ARGS, NOT_FOUND, INVALID_JSON, SCHEMA_VALIDATION_FAILED, WRITE_FAILED.')
    .action(async (o: ValidateOptions) => {
      process.exitCode = await validate(o);
    });
  // A usage error is still one JSON line on stdout (scripts parse it), with the contract's code.
  command.configureOutput({ writeErr: () => undefined, outputError: () => undefined });
  command.exitOverride((err: CommanderError) => {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.help') throw err;
    printError(new CiteflowError('INVALID_ARGS', err.message.replace(/^error: /, ''), {}).toJSON(), true);
    throw Object.assign(err, { exitCode: 1 });
  });
}
