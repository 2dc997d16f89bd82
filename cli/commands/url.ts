/** `citeflow url <url>…`: the contract's normalization, cid and redaction for each URL, one JSON line each. */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { prepareUrl } from '../../shared/url';

/** `-` stands for standard input: one URL a line (blank lines skipped). */
export function expandStdin(args: string[], readStdin: () => string = () => readFileSync(0, 'utf8')): string[] {
  if (!args.includes('-')) return args;
  const fromStdin = readStdin()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return args.flatMap((a) => (a === '-' ? fromStdin : [a]));
}

export function registerUrl(program: Command): void {
  program
    .command('url')
    .description('print url_original (redacted), normalized_url, cid and redacted (true when a credential was removed), one JSON object per URL')
    .argument('<url...>', 'absolute URLs (quote them in the shell); - reads URLs from standard input, one a line')
    .addHelpText(
      'after',
      '\nEach line: {"url_original","normalized_url","cid","redacted"}, plus "invalid_reason" for a URL the contract marks invalid\n' +
        '(e.g. userinfo removed). A URL that cannot be normalized prints normalized_url and cid as null with its invalid_reason,\n' +
        'and the exit code is 1.',
    )
    .action((urls: string[]) => {
      let failed = false;
      for (const raw of expandStdin(urls)) {
        const p = prepareUrl(raw);
        const line: Record<string, unknown> = { url_original: p.url_original, normalized_url: p.normalized_url, cid: p.cid, redacted: p.redacted };
        if (p.invalid_reason) line.invalid_reason = p.invalid_reason;
        if (p.normalized_url === null) failed = true;
        process.stdout.write(JSON.stringify(line) + '\n');
      }
      if (failed) process.exitCode = 1;
    });
}
