/**
 * `citeflow render <response>`: prints a saved provider response (JSON body, JSONL stream or
 * SSE stream) as text followed by its sources.
 *
 * Citations: `--citations` / `--no-citations` beat the saved `citations.enabled` in
 * `${CITEFLOW_HOME}/settings.json`; with neither, this command shows them — printing sources
 * is what it is for — whereas the library default (for agent CLIs) stays off.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Command, Option } from 'commander';
import { CiteflowError } from '../../shared/errors';
import {
  PROVIDERS,
  extractCitations,
  parseProviderInput,
  renderTurn,
  resolveCitationsEnabled,
  savedCitationsSetting,
  type Provider,
  type ProviderChoice,
} from '../../shared/provider-citations';
import { HYPERLINK_MODES, hyperlinksEnabled, type HyperlinkMode } from '../terminal';

/** The render command's own default when neither the flag nor the saved setting says anything. */
export const RENDER_CITATIONS_DEFAULT = true;

export function citeflowHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CITEFLOW_HOME) return env.CITEFLOW_HOME;
  const dataHome = env.XDG_DATA_HOME || path.join(os.homedir(), '.local', 'share');
  return path.join(dataHome, 'citeflow');
}

/** The saved setting; a missing or unreadable settings file means "not set" (silently: no log spam). */
export function readSavedCitationsSetting(env: NodeJS.ProcessEnv = process.env): boolean | null {
  try {
    return savedCitationsSetting(JSON.parse(fs.readFileSync(path.join(citeflowHome(env), 'settings.json'), 'utf8')));
  } catch {
    return null;
  }
}

function readResponseFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
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
  const citations = resolveCitationsEnabled({
    explicit: flags.citations ?? null,
    saved: readSavedCitationsSetting(),
    fallback: RENDER_CITATIONS_DEFAULT,
  });
  const hyperlinks = hyperlinksEnabled(flags.hyperlinks, { isTTY: stdout.isTTY === true, env: process.env });
  return renderTurn(payload, { citations, hyperlinks });
}

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('print a saved provider response (JSON body, JSONL or SSE stream) as text + numbered sources')
    .argument('<response>', 'file with a Gemini, OpenAI Responses or Anthropic response or stream')
    .addOption(new Option('--provider <name>', 'which provider shape to read').choices(['auto', ...PROVIDERS]).default('auto'))
    .addOption(new Option('--hyperlinks <mode>', 'OSC 8 links: auto = only on terminals known to support them (FORCE_HYPERLINK overrides)').choices([...HYPERLINK_MODES]).default('auto'))
    .option('--citations', 'show the Sources block (overrides the saved setting)')
    .option('--no-citations', 'print the text only (overrides the saved setting)')
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
