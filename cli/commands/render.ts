/**
 * `citeflow render <response>`: prints a saved provider response (JSON body, JSONL stream or
 * SSE stream) as text followed by its sources.
 *
 * Citations follow the one rule every caller uses (`resolveCitationsEnabled`): `--citations` /
 * `--no-citations` beat the saved `citations.enabled` (`citeflow settings citations …`), which
 * beats the default, off. Rendering (renderTurn) redacts URLs and secrets with shared/url.ts's
 * rules, as run records are, and shows what extraction could not read as Notes.
 */
import { Command, Option } from 'commander';
import { readFileBoundedSync } from '../../activities/io/read-bounded-sync';
import { CiteflowError } from '../../shared/errors';
import {
  PROVIDERS,
  extractCitations,
  parseProviderInput,
  renderTurn,
  resolveCitationsEnabled,
  type Provider,
  type ProviderChoice,
} from '../../shared/provider-citations';
import { readSavedCitationsSetting } from '../settings-file';
import { HYPERLINK_MODES, hyperlinksEnabled, type HyperlinkMode } from '../terminal';

function readResponseFile(file: string): string {
  try {
    // `-`: standard input. A provider response is an artifact: the same 16 MiB limit.
    return readFileBoundedSync(file, 'response', 'artifact').toString('utf8');
  } catch (err) {
    if (err instanceof CiteflowError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new CiteflowError('NOT_FOUND', `no such file: ${file}`, { path: file });
    if (code === 'EISDIR') throw new CiteflowError('INVALID_ARGS', `is a directory, not a response file: ${file}`, { path: file });
    throw new CiteflowError('NOT_FOUND', `cannot read ${file}: ${code ?? 'error'}`, { path: file });
  }
}

const PROVIDER_NAMES: Record<Provider, string> = { gemini: 'a Gemini', openai: 'an OpenAI Responses', anthropic: 'an Anthropic' };

function notRecognised(file: string, provider: ProviderChoice): string {
  if (provider !== 'auto') return `${file} is not ${PROVIDER_NAMES[provider]} response or stream (--provider ${provider})`;
  return `${file} is not a Gemini, OpenAI Responses or Anthropic response or stream`;
}

type RenderFlags = { provider: ProviderChoice; hyperlinks: HyperlinkMode; citations?: boolean };

export function renderResponseFile(file: string, flags: RenderFlags, stdout: NodeJS.WriteStream = process.stdout): string {
  const input = parseProviderInput(readResponseFile(file));
  const payload = extractCitations(input, flags.provider);
  // The library stays silent on other shapes (agent CLIs call it on every turn); a user who asks
  // this command to render a file is told when it is not something it can read.
  if (payload.provider === null) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', notRecognised(file, flags.provider), { path: file });
  const citations = resolveCitationsEnabled({ explicit: flags.citations ?? null, saved: readSavedCitationsSetting() });
  const hyperlinks = hyperlinksEnabled(flags.hyperlinks, { isTTY: stdout.isTTY === true, env: process.env });
  return renderTurn(payload, { citations, hyperlinks });
}

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('print a saved provider response (JSON body, JSONL or SSE stream) as text + numbered sources')
    .argument('<response>', 'file with a Gemini, OpenAI Responses or Anthropic response or stream; - reads standard input')
    .addOption(new Option('--provider <name>', 'which provider shape to read').choices(['auto', ...PROVIDERS]).default('auto'))
    .addOption(new Option('--hyperlinks <mode>', 'OSC 8 links: auto = only on terminals known to support them (FORCE_HYPERLINK overrides)').choices([...HYPERLINK_MODES]).default('auto'))
    .option('--citations', 'show the Sources block this time (beats the saved setting)')
    .option('--no-citations', 'print the text only this time (beats the saved setting)')
    .addHelpText(
      'after',
      '\nCitations are off unless enabled: --citations for one invocation, or save the choice with\n' +
        '`citeflow settings citations enabled|disabled` (a flag beats the saved setting, which beats the default, off).\n' +
        'Output is made safe for a terminal: controls and invisible characters removed, excerpts cut to\n' +
        '200 characters / 800 bytes, URLs and secrets redacted (tokens, keys, passwords, user:pass@).',
    )
    .action((file: string, opts: RenderFlags) => {
      try {
        process.stdout.write(renderResponseFile(file, opts));
      } catch (err) {
        if (!(err instanceof CiteflowError)) throw err;
        process.stderr.write(`citeflow: ${err.code}: ${err.message}\n`);
        process.exitCode = 1;
      }
    });
}
