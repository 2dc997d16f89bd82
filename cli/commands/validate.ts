/**
 * `citeflow validate`: the deep_research_citations_validate tool. Prints exactly one JSON
 * object on stdout — the success object (exit 0) or `{ ok: false, error }` (exit 1) — and runs
 * as the workflow citeflow-validate-<run_id>.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { loadRunConfig, resolveInsideRun } from '../../activities/stages/run-files';
import { resolveMode } from '../../activities/validate/plan';
import { readJsonFile } from '../../activities/io';
import { checkValidateArgs, type ValidateArgs, type ValidateSuccess } from '../../activities/validate';
import { CiteflowError } from '../../shared/errors';
import { redactSecretsInText } from '../../shared/url';
import { ManifestSchema, type ManifestV1 } from '../../shared/schemas';
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

/** The flag a person typed for each of the tool contract's fields. */
const FLAGS = [
  ['manifest_path', '--manifest', 'manifest'],
  ['url_map_path', '--url-map', 'urlMap'],
  ['citations_path', '--citations', 'citations'],
  ['offline_fixtures_path', '--fixtures', 'fixtures'],
] as const;

/**
 * The tool contract's rules, said in the words of the command line: the flag, not the
 * contract field, and for a relative path the absolute path the user probably meant
 * (the rule stays: a relative path is INVALID_ARGS).
 */
export function checkFlags(o: ValidateOptions, cwd = process.cwd()): void {
  if (!o.manifest) throw new CiteflowError('INVALID_ARGS', "--manifest is required: the absolute path of the run's manifest.json", { arg: 'manifest_path', flag: '--manifest' });
  for (const [arg, flag, key] of FLAGS) {
    const value = o[key];
    if (value === undefined || isAbsolute(value)) continue;
    const meant = resolve(cwd, value);
    throw new CiteflowError('INVALID_ARGS', `${flag} must be an absolute path, got "${value}"; did you mean ${flag} ${meant}?`, { arg, flag, absolute_path: meant });
  }
  if (o.reason === undefined || o.reason.trim() === '') {
    throw new CiteflowError('INVALID_ARGS', '--reason is required: why this validation runs (it goes to the audit log)', { arg: 'reason', flag: '--reason' });
  }
}

/**
 * Everything that can be checked before a workflow starts, so a typo never leaves a Failed
 * workflow behind: the flags, the manifest, the mode (run-config.json, else the manifest's
 * sensitivity) and, offline, the fixtures — `--fixtures`, else run-config.json's
 * `effective.citations.offline_fixtures` (as `citeflow run` does) — and that the input files exist.
 */
export async function prepareArgs(o: ValidateOptions): Promise<{ args: ValidateArgs; manifest: ManifestV1 }> {
  checkFlags(o);
  const args = toArgs(o);
  checkValidateArgs(args);
  const manifest = await readJsonFile(args.manifest_path, ManifestSchema, 'manifest.json', { kind: 'manifest' });
  const runRoot = dirname(args.manifest_path);
  const config = await loadRunConfig(runRoot);
  const mode = resolveMode(config, manifest);
  if (mode === 'offline' && args.offline_fixtures_path === undefined) {
    const configured = config.effective?.citations?.offline_fixtures;
    if (!configured) {
      throw new CiteflowError(
        'INVALID_ARGS',
        'offline mode needs fixtures: pass --fixtures <absolute path of fixtures.json>, or set effective.citations.offline_fixtures in run-config.json',
        { arg: 'offline_fixtures_path', flag: '--fixtures', mode },
      );
    }
    args.offline_fixtures_path = resolveInsideRun(runRoot, configured, 'run-config.json: effective.citations.offline_fixtures');
  }
  const inputs: Array<[string, string]> = [[args.url_map_path ?? join(runRoot, 'citations', 'url-map.json'), '--url-map']];
  if (args.offline_fixtures_path) inputs.push([args.offline_fixtures_path, o.fixtures ? '--fixtures' : 'run-config.json offline_fixtures']);
  for (const [file, from] of inputs) {
    if (!existsSync(file)) throw new CiteflowError('NOT_FOUND', `${basename(file)} not found: ${file} (${from})`, { path: file });
  }
  return { args, manifest };
}

async function validate(o: ValidateOptions): Promise<number> {
  let session: TemporalSession | undefined;
  try {
    const { args, manifest } = await prepareArgs(o); // every usage error before a workflow starts
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
    await session.hostWorkerWhileNeeded();
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
    .option('--fixtures <path>', "absolute path of the offline fixtures (offline mode; default: run-config.json's effective.citations.offline_fixtures)")
    .option('--reason <text>', 'why this validation runs, for the audit log (required)')
    .option('--no-local-worker', 'never run an in-process worker (by default one runs while validate waits, if no worker polls the task queue)')
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
