/**
 * `citeflow render` as users run it: the registered command parsing real argv (in-process), the
 * real bin in a pipe, and the real bin in a real terminal (tmux) whose screen we read back.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Command } from 'commander';
import { registerRender } from '../../cli/commands/render';
import { requireFreshBuild } from '../helpers/fresh-build';
import { SAMPLES } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'citeflow.js');
const ESC = '\u001b';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'citeflow-render-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A home with an optional saved setting; returns its path. */
function home(name: string, settings?: unknown): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  if (settings !== undefined) fs.writeFileSync(path.join(dir, 'settings.json'), typeof settings === 'string' ? settings : JSON.stringify(settings));
  return dir;
}

function writeFile(name: string, content: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Runs the registered command in-process with `env` applied; returns stdout, stderr and exit code. */
async function runInProcess(args: string[], env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  const out: string[] = [];
  const err: string[] = [];
  const outSpy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => (out.push(String(chunk)), true));
  const errSpy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => (err.push(String(chunk)), true));
  const previousExit = process.exitCode;
  process.exitCode = undefined;
  try {
    Object.assign(process.env, env);
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    const program = new Command('citeflow').exitOverride();
    registerRender(program);
    await program.parseAsync(['node', 'citeflow', 'render', ...args]);
    return { stdout: out.join(''), stderr: err.join(''), code: process.exitCode ?? 0 };
  } finally {
    outSpy.mockRestore();
    errSpy.mockRestore();
    process.exitCode = previousExit;
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

const ANTHROPIC_4_TEXT = 'Based on the document, I can tell you that:\n\n- The grass is green\n- The sky is blue\n';
const ANTHROPIC_4_SOURCES = '\nSources:\n  1. My Document (chars 0–20):\n     > "The grass is green."\n  2. My Document (chars 20–36):\n     > "The sky is blue."\n';

describe('citeflow render (in-process)', () => {
  const sample = (name: string) => path.join(SAMPLES, name);
  const base = { FORCE_HYPERLINK: undefined };

  test('default (nothing saved): the text only, and nothing on stderr about citations', async () => {
    const r = await runInProcess([sample('anthropic-4.json')], { ...base, CITEFLOW_HOME: home('empty') });
    expect(r).toEqual({ stdout: ANTHROPIC_4_TEXT, stderr: '', code: 0 });
    expect(await runInProcess([sample('anthropic-4.json'), '--citations'], { ...base, CITEFLOW_HOME: home('empty') })).toEqual({ stdout: ANTHROPIC_4_TEXT + ANTHROPIC_4_SOURCES, stderr: '', code: 0 });
  });

  test('saved citations.enabled=false: text only; --citations overrides it', async () => {
    const off = home('off', { citations: { enabled: false } });
    expect((await runInProcess([sample('anthropic-4.json')], { ...base, CITEFLOW_HOME: off })).stdout).toBe(ANTHROPIC_4_TEXT);
    expect((await runInProcess([sample('anthropic-4.json'), '--citations'], { ...base, CITEFLOW_HOME: off })).stdout).toBe(ANTHROPIC_4_TEXT + ANTHROPIC_4_SOURCES);
  });

  test('saved citations.enabled=true: --no-citations overrides it; a malformed settings file counts as not set', async () => {
    const on = home('on', { citations: { enabled: true } });
    expect((await runInProcess([sample('anthropic-4.json'), '--no-citations'], { ...base, CITEFLOW_HOME: on })).stdout).toBe(ANTHROPIC_4_TEXT);
    const broken = home('broken', '{not json');
    expect(await runInProcess([sample('anthropic-4.json')], { ...base, CITEFLOW_HOME: broken })).toEqual({ stdout: ANTHROPIC_4_TEXT, stderr: '', code: 0 });
    expect(await runInProcess([sample('anthropic-4.json'), '--citations'], { ...base, CITEFLOW_HOME: broken })).toEqual({ stdout: ANTHROPIC_4_TEXT + ANTHROPIC_4_SOURCES, stderr: '', code: 0 });
  });

  test('streams: Gemini SSE and Anthropic JSONL render their sources', async () => {
    const gemini = await runInProcess([sample('gemini-7-stream.sse'), '--citations'], { ...base, CITEFLOW_HOME: home('empty') });
    expect(gemini.stdout).toMatch(/"About" section\.\n\nSources:\n {2}1\. Google — https:\/\/google\.com\n$/);
    const anthropic = await runInProcess([sample('anthropic-3-stream.jsonl'), '--provider', 'anthropic', '--citations'], { ...base, CITEFLOW_HOME: home('empty') });
    expect(anthropic.stdout.match(/^ {2}\d+\. /gm)).toHaveLength(4);
  });

  test('--citations redacts provider URLs (query tokens, fragment tokens, userinfo) and secrets in titles, text and excerpts, like run records', async () => {
    const leaky = writeFile(
      'leaky.json',
      JSON.stringify({
        content: [
          { type: 'text', text: 'See https://docs.example/a?access_token=tok-TEXT&page=2 for more.', citations: [
            { type: 'web_search_result_location', url: 'https://bob:hunter2@api.example/v1/doc?token=tok-URL&q=1#access_token=tok-FRAG', title: 'Doc (mirror https://m.example/?api_key=tok-TITLE) password=tok-PAIR', cited_text: 'Use session=tok-EXCERPT to log in.', encrypted_index: 'x' },
          ] },
        ],
      }),
    );
    const r = await runInProcess([leaky, '--citations', '--hyperlinks', 'always'], { ...base, CITEFLOW_HOME: home('empty') });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/tok-|hunter2|bob:/);
    const url = 'https://api.example/v1/doc?token=REDACTED&q=1#access_token=REDACTED';
    expect(r.stdout).toContain(`See https://docs.example/a?access_token=REDACTED&page=2 for more.\n`);
    expect(r.stdout).toContain(`${ESC}]8;;${url}${ESC}\\Doc (mirror https://m.example/?api_key=REDACTED) password=REDACTED${ESC}]8;;${ESC}\\ — ${ESC}]8;;${url}${ESC}\\${url}${ESC}]8;;${ESC}\\\n`);
    expect(r.stdout).toContain('     > "Use session=REDACTED to log in."\n');
  });

  test('real recordings: Gemini Maps sources and OpenAI web-search sources are listed', async () => {
    const real = (name: string) => path.join(SAMPLES, 'real', name);
    const maps = await runInProcess([real('gemini-googleai-maps-grounding.json'), '--citations'], { ...base, CITEFLOW_HOME: home('empty') });
    expect(maps.stdout).toContain('\nSources:\n  1. Joe’s Pizza — https://maps.google.com/?cid=10332424901773702701\n');
    expect(maps.stdout.match(/^ {2}\d+\. .* — https:\/\/maps\.google\.com\/\?cid=\d+$/gm)).toHaveLength(20);
    const openai = await runInProcess([real('openai-web-search-e85fa2f.json'), '--citations'], { ...base, CITEFLOW_HOME: home('empty') });
    expect(openai.stdout).toContain('\nSources:\n  1. Bruce Lee statue to be installed in SF Chinatown — https://www.axios.com/local/san-francisco/2025/03/07/bruce-lee-statue-sf-chinatown?utm_source=chatgpt.com\n');
    expect(openai.stdout.match(/^ {2}\d+\. /gm)).toHaveLength(5);
  });

  test('a shape it cannot read (a Chat Completions body) is a one-line SCHEMA_VALIDATION_FAILED, exit 1', async () => {
    const chat = writeFile('chat.json', JSON.stringify({ object: 'chat.completion', choices: [{ message: { role: 'assistant', content: 'Hi' } }] }));
    expect(await runInProcess([chat], { ...base, CITEFLOW_HOME: home('empty') })).toEqual({
      stdout: '',
      stderr: `citeflow: SCHEMA_VALIDATION_FAILED: ${chat} is not a Gemini, OpenAI Responses or Anthropic response or stream\n`,
      code: 1,
    });
  });

  test('--provider that does not match the file (body or stream) says so, exit 1', async () => {
    const env = { ...base, CITEFLOW_HOME: home('empty') };
    expect(await runInProcess([sample('gemini-1.json'), '--provider', 'openai'], env)).toEqual({
      stdout: '',
      stderr: `citeflow: SCHEMA_VALIDATION_FAILED: ${sample('gemini-1.json')} is not an OpenAI Responses response or stream (--provider openai)\n`,
      code: 1,
    });
    expect(await runInProcess([sample('openai-3-stream.jsonl'), '--provider', 'anthropic'], env)).toEqual({
      stdout: '',
      stderr: `citeflow: SCHEMA_VALIDATION_FAILED: ${sample('openai-3-stream.jsonl')} is not an Anthropic response or stream (--provider anthropic)\n`,
      code: 1,
    });
  });

  test('a missing file is NOT_FOUND, bad JSON is INVALID_JSON (exit 1, message on stderr)', async () => {
    const missing = await runInProcess([path.join(tmp, 'nope.json')], { CITEFLOW_HOME: home('empty') });
    expect(missing).toEqual({ stdout: '', stderr: `citeflow: NOT_FOUND: no such file: ${path.join(tmp, 'nope.json')}\n`, code: 1 });
    const bad = await runInProcess([writeFile('bad.jsonl', '{"type":"message_start"}\n{oops\n')], { CITEFLOW_HOME: home('empty') });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^citeflow: INVALID_JSON: line 2 is not valid JSON: /);
  });

  test('an unknown --provider or --hyperlinks value is a usage error', async () => {
    await expect(runInProcess([sample('gemini-1.json'), '--provider', 'cohere'], {})).rejects.toMatchObject({ code: 'commander.invalidArgument' });
    await expect(runInProcess([sample('gemini-1.json'), '--hyperlinks', 'maybe'], {})).rejects.toMatchObject({ code: 'commander.invalidArgument' });
  });
});

/** A response whose title and excerpt try to take over the terminal. */
const HOSTILE = {
  type: 'message',
  role: 'assistant',
  content: [
    { type: 'text', text: 'FIRST LINE stays visible.' },
    {
      type: 'text',
      text: ' Cited claim.',
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://ok.example/a',
          title: `Safe${ESC}]0;pwned\u0007Title${ESC}[2J${ESC}[H${ESC}[31mRED\u009b1mX`,
          cited_text: `quote${ESC}[1;1Hmore`,
          encrypted_index: 'x',
        },
        { type: 'web_search_result_location', url: 'javascript:alert(1)', title: 'J', cited_text: null, encrypted_index: 'y' },
      ],
    },
  ],
};
const HOSTILE_SCREEN = [
  'FIRST LINE stays visible. Cited claim.',
  '',
  'Sources:',
  '  1. Safe]0;pwnedTitle[2J[H[31mRED1mX — https://ok.example/a',
  '     > "quote[1;1Hmore"',
  '  2. J — javascript:alert(1)',
];

describe('citeflow render (the real bin)', () => {
  // The bin runs dist/, which the suite builds (scripts/test.sh → setup.sh); a missing or stale
  // build fails here, naming what to do, instead of testing old code.
  beforeAll(() => requireFreshBuild());

  const runBin = (args: string[], env: Record<string, string>) =>
    new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
      const { FORCE_HYPERLINK: _f, ...rest } = process.env;
      execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...rest, ...env }, timeout: 30_000 }, (error, stdout, stderr) =>
        resolve({ stdout, stderr, code: error ? (typeof error.code === 'number' ? error.code : 1) : 0 }),
      );
    });

  test('in a pipe: OSC 8 only with --hyperlinks always (auto sees no TTY), FORCE_HYPERLINK=1 forces it', async () => {
    const file = path.join(SAMPLES, 'gemini-7-stream.sse');
    const env = { CITEFLOW_HOME: home('bin-empty') };
    const auto = await runBin(['render', file, '--citations'], env);
    expect(auto.code).toBe(0);
    expect(auto.stdout).toContain('  1. Google — https://google.com\n');
    expect(auto.stdout).not.toContain(`${ESC}]8;;`);
    const link = (label: string) => `${ESC}]8;;https://google.com/${ESC}\\${label}${ESC}]8;;${ESC}\\`;
    const always = await runBin(['render', file, '--citations', '--hyperlinks', 'always'], env);
    expect(always.stdout).toContain(`  1. ${link('Google')} — ${link('https://google.com')}\n`);
    expect((await runBin(['render', file, '--citations'], { ...env, FORCE_HYPERLINK: '1' })).stdout).toContain(link('Google'));
  }, 60_000);

  describe('the settings matrix, through the bin: a flag beats the saved setting, which beats the default (off)', () => {
    const file = path.join(SAMPLES, 'anthropic-4.json');
    const WITH = ANTHROPIC_4_TEXT + ANTHROPIC_4_SOURCES;
    const WITHOUT = ANTHROPIC_4_TEXT;
    const homes: Record<string, string> = {};

    beforeAll(async () => {
      // The saved setting is written the way a user writes it.
      homes.enabled = home('matrix-enabled');
      homes.disabled = home('matrix-disabled');
      homes.unset = home('matrix-unset');
      expect((await runBin(['settings', 'citations', 'enabled'], { CITEFLOW_HOME: homes.enabled })).code).toBe(0);
      expect((await runBin(['settings', 'citations', 'disabled'], { CITEFLOW_HOME: homes.disabled })).code).toBe(0);
    }, 60_000);

    // Expected output written out row by row.
    const MATRIX: Array<[flag: string | null, saved: 'enabled' | 'disabled' | 'unset', expected: 'WITH' | 'WITHOUT']> = [
      ['--citations', 'enabled', 'WITH'],
      ['--citations', 'disabled', 'WITH'],
      ['--citations', 'unset', 'WITH'],
      ['--no-citations', 'enabled', 'WITHOUT'],
      ['--no-citations', 'disabled', 'WITHOUT'],
      ['--no-citations', 'unset', 'WITHOUT'],
      [null, 'enabled', 'WITH'],
      [null, 'disabled', 'WITHOUT'],
      [null, 'unset', 'WITHOUT'],
    ];

    test.each(MATRIX)('flag %p, saved %p → %p sources; nothing on stderr', async (flag, saved, expected) => {
      const r = await runBin(['render', file, ...(flag ? [flag] : [])], { CITEFLOW_HOME: homes[saved] });
      expect(r).toEqual({ stdout: expected === 'WITH' ? WITH : WITHOUT, stderr: '', code: 0 });
    }, 30_000);
  });

  describe('citeflow settings citations', () => {
    test('shows the default, saves enabled/disabled atomically, keeps other keys', async () => {
      const dir = path.join(tmp, 'settings-home', 'nested'); // created on first save
      const file = path.join(dir, 'settings.json');
      expect(await runBin(['settings', 'citations'], { CITEFLOW_HOME: dir })).toEqual({
        stdout: `Citations disabled (the default; nothing saved in ${file}).\n`,
        stderr: '',
        code: 0,
      });
      expect(await runBin(['settings', 'citations', 'enabled'], { CITEFLOW_HOME: dir })).toEqual({
        stdout: `Citations enabled (saved in ${file}): render shows a response's sources unless --no-citations.\n`,
        stderr: '',
        code: 0,
      });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ citations: { enabled: true } });
      expect((await runBin(['settings', 'citations'], { CITEFLOW_HOME: dir })).stdout).toBe(`Citations enabled (saved in ${file}).\n`);
      fs.writeFileSync(file, JSON.stringify({ theme: 'dark', citations: { enabled: true, style: 'apa' } }));
      expect(await runBin(['settings', 'citations', 'disabled'], { CITEFLOW_HOME: dir })).toEqual({
        stdout: `Citations disabled (saved in ${file}): render prints the text only unless --citations.\n`,
        stderr: '',
        code: 0,
      });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ theme: 'dark', citations: { enabled: false, style: 'apa' } });
      expect(fs.readdirSync(dir)).toEqual(['settings.json']); // no temp file left behind
    }, 60_000);

    test('a settings file that is not JSON is INVALID_JSON and left untouched; a bad value is a usage error', async () => {
      const dir = home('settings-broken', '{not json');
      const file = path.join(dir, 'settings.json');
      const r = await runBin(['settings', 'citations', 'enabled'], { CITEFLOW_HOME: dir });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^citeflow: INVALID_JSON: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON \\(.*\\); fix or remove it\\n$`));
      expect(fs.readFileSync(file, 'utf8')).toBe('{not json');
      const bad = await runBin(['settings', 'citations', 'on'], { CITEFLOW_HOME: dir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/^citeflow: INVALID_ARGS: command-argument value 'on' is invalid/);
    }, 60_000);
  });

  test('in a pipe: bad input exits 1 with the code', async () => {
    const r = await runBin(['render', path.join(tmp, 'missing.json')], { CITEFLOW_HOME: home('bin-empty') });
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(r.stderr).toContain('NOT_FOUND');
  }, 60_000);

  test('a response over the 16 MiB artifact limit is refused before it is read: a file (sparse, 17 MiB) and standard input (a 17 MiB pipe)', async () => {
    const big = path.join(tmp, 'big-response.json');
    fs.writeFileSync(big, '{"candidates":[]}');
    fs.truncateSync(big, 17 * 1024 * 1024);
    const fromFile = await runBin(['render', big], { CITEFLOW_HOME: home('bin-empty') });
    expect(fromFile).toMatchObject({ code: 1, stdout: '' });
    expect(fromFile.stderr).toBe(`citeflow: SCHEMA_VALIDATION_FAILED: response: file too large: ${big} is 17 MiB, over the 16 MiB limit for artifact files (docs/security.md)\n`);
    const piped = await new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'render', '-'], { cwd: ROOT, env: { ...process.env, CITEFLOW_HOME: home('bin-empty') } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.stdin.on('error', () => undefined); // it stops reading at the limit: the rest of the pipe is refused
      child.stdin.end(Buffer.alloc(17 * 1024 * 1024, 0x20));
      child.on('close', (code) => resolve({ stdout, stderr, code }));
    });
    expect(piped).toMatchObject({ code: 1, stdout: '' });
    expect(piped.stderr).toMatch(/^citeflow: SCHEMA_VALIDATION_FAILED: response: file too large: standard input is over the 16 MiB limit for artifact files/);
    // Under the limit, standard input still renders.
    const ok = execFileSync(process.execPath, [BIN, 'render', '-', '--no-citations'], { cwd: ROOT, env: { ...process.env, CITEFLOW_HOME: home('bin-empty') }, input: fs.readFileSync(path.join(SAMPLES, 'gemini-1.json')) });
    expect(ok.toString().length).toBeGreaterThan(0);
  }, 60_000);

  describe('in a real terminal (tmux)', () => {
    const socket = `citeflow-render-${process.pid}`;
    const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8', timeout: 10_000 });
    let hasTmux = true;
    beforeAll(() => {
      try {
        execFileSync('tmux', ['-V']);
      } catch {
        hasTmux = false;
      }
    });
    afterAll(() => {
      try {
        tmux('kill-server');
      } catch {
        // already gone
      }
    });

    test('an escape sequence injected in a title and an excerpt reaches the screen stripped', async () => {
      expect(hasTmux).toBe(true); // tmux is part of this test's contract: install it (apt-get install -y tmux)
      const file = writeFile('hostile.json', JSON.stringify(HOSTILE));
      const cmd = [
        `CITEFLOW_HOME=${JSON.stringify(home('tmux-home'))}`,
        process.execPath, JSON.stringify(BIN), 'render', JSON.stringify(file), '--citations', '--hyperlinks', 'always',
        '; echo __DONE__; sleep 120',
      ].join(' ');
      tmux('new-session', '-d', '-s', 'r', '-x', '120', '-y', '30', `env -u FORCE_HYPERLINK ${cmd}`);
      let screen = '';
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        screen = tmux('capture-pane', '-p', '-t', 'r');
        if (screen.includes('__DONE__')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const lines = screen.split('\n').map((l) => l.replace(/\s+$/, ''));
      const start = lines.indexOf(HOSTILE_SCREEN[0]);
      expect(start).toBeGreaterThanOrEqual(0); // not cleared by ESC[2J nor overwritten by ESC[H
      expect(lines.slice(start, start + HOSTILE_SCREEN.length + 1)).toEqual([...HOSTILE_SCREEN, '__DONE__']);
      // No colour reached the cells (capture-pane -e would show the SGR), and the window title was not set.
      expect(tmux('capture-pane', '-p', '-e', '-t', 'r')).not.toContain(`${ESC}[31m`);
      expect(tmux('display-message', '-p', '-t', 'r', '#{pane_title}').trim()).not.toBe('pwned');
    }, 60_000);
  });
});
