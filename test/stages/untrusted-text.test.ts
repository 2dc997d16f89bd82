/**
 * Text from an agent's artifact, a fetched page or a fixture is untrusted: an escape sequence
 * or a bidi override in it must never reach a run file, the report or `cite` output (an
 * operator `cat`s report.md; `cite` prints to a terminal). Activity level, offline, no Temporal.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { citeRun } from '../../cli/commands/cite';
import { writeRunDir } from '../e2e/helpers';
import { runStagesOffline } from '../helpers/run-stages';

const ESC = '\u001b';
const BEL = '\u0007';
const RLO = '\u202e'; // right-to-left override: `gnp.exe` would display as `exe.png`

/** Raw controls (C0 but tab/LF, DEL, C1), bidi controls, and their JSON escapes (how a control survives in a .jsonl line). */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\\u00(?:0[0-8bcef]|1[0-9a-f]|7f|[89][0-9a-f])|\\u202[a-e]/i;

/** Output files; citations/.work holds scratch copies of the inputs as given (the recorded page itself), never shown. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).filter((name) => name !== '.work').flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('escape sequences and bidi overrides from an artifact, a recorded page and a fixture reach no output', async () => {
  const quote = 'Rust 1.0 was released on May 15, 2015, after years of development.';
  const root = writeRunDir({
    run_id: 'dr_untrusted',
    sensitivity: 'no_web',
    markdown: [
      `# Rust ${ESC}]0;pwned${BEL}history`,
      '',
      `Rust 1.0 was released on May 15, 2015.${ESC}${BEL}\u009b${RLO}`,
      '',
      `> “${quote}” — [Rust blog ${ESC}[31mred${RLO}gnp.exe](https://blog.example/rust-1.0)`,
      '',
      `A leaked link: https://blog.example/rust-1.0?tok\u200Ben=s3cr3t-value in the text.`,
      '',
      `See also [the team ${ESC}]8;;https://evil.example${ESC}\\page${ESC}]8;;${ESC}\\](https://team.example/about).`,
      '',
    ].join('\n'),
    citations: { mode: 'offline', gate_c: { min_validated_claims: 1 }, min_grounded_claims: 1 },
  });
  writeFileSync(
    join(root, 'fixtures.json'),
    JSON.stringify({
      schema_version: 'fixtures.v1',
      checked_at: '2026-02-13T12:35:00Z',
      items: [
        {
          url: 'https://blog.example/rust-1.0',
          response: {
            http_status: 200,
            final_url: 'https://blog.example/rust-1.0',
            headers: { 'content-type': 'text/html' },
            body:
              '<html><head><title>Announcing Rust 1.0 &#27;]0;pwned&#7;</title>' +
              '<meta name="author" content="Eve &#x1b;[31m&#x202e;evE"><meta property="og:site_name" content="Rust &#x9b;31mBlog"></head>' +
              // The headline is a subheading here: the title then comes from <title>, whose escape sequences must go.
              `<body><article><h2>Announcing Rust 1.0</h2><p>${quote} The language is now stable.</p>` +
              `<p>${'Stability means your code keeps compiling on every later release. '.repeat(4)}</p></article></body></html>`,
          },
        },
        {
          url: 'https://team.example/about',
          status: 'valid',
          http_status: 200,
          title: `The team ${ESC}[5mblink`,
          publisher: `Team${RLO}maeT`,
          evidence_snippet: `We build ${BEL}Rust.`,
          notes: `given ${ESC}[0m verdict`,
        },
      ],
    }),
  );

  const { gate, stage4 } = await runStagesOffline(root);
  expect(gate.pass).toBe(true);
  expect(stage4?.pass).toBe(true); // so report.md exists and is checked below

  const outputs = [...filesUnder(join(root, 'citations')), ...filesUnder(join(root, 'report'))];
  expect(outputs.map((f) => f.slice(root.length + 1))).toEqual(expect.arrayContaining(['citations/search-results.jsonl', 'citations/citations.jsonl', 'report/report.md']));
  for (const file of outputs) {
    const text = readFileSync(file, 'utf8');
    expect({ file, unsafe: UNSAFE.exec(text)?.[0] ?? null }).toEqual({ file, unsafe: null });
  }
  // A zero-width space inside a key does not hide it from redaction.
  for (const file of outputs) expect({ file, leaked: readFileSync(file, 'utf8').includes('s3cr3t-value') }).toEqual({ file, leaked: false });
  // The visible text itself is kept: only the dangerous characters went.
  const citations = readFileSync(join(root, 'citations', 'citations.jsonl'), 'utf8');
  expect(citations).toContain('"title":"Announcing Rust 1.0 ]0;pwned"');
  expect(citations).toContain('"title":"The team [5mblink"');
  expect(readFileSync(join(root, 'report', 'report.md'), 'utf8')).toContain(quote);

  for (const format of ['apa', 'mla', 'chicago', 'harvard', 'jsonld', 'inline'] as const) {
    const printed = citeRun(root, format);
    expect(printed.length).toBeGreaterThan(0);
    expect({ format, unsafe: UNSAFE.exec(printed)?.[0] ?? null }).toEqual({ format, unsafe: null });
  }
});
