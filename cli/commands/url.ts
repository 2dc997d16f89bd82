/** `citeflow url <url>…`: the contract's normalization, cid and redaction for each URL, one JSON line each. */
import type { Command } from 'commander';
import { prepareUrl } from '../../shared/url';

export function registerUrl(program: Command): void {
  program
    .command('url')
    .description('print normalized_url, cid and whether anything was redacted, one JSON object per URL')
    .argument('<url...>', 'absolute URLs (quote them in the shell)')
    .addHelpText('after', '\nA URL that cannot be normalized prints normalized_url and cid as null with an "error" reason, and the exit code is 1.')
    .action((urls: string[]) => {
      let failed = false;
      for (const raw of urls) {
        const p = prepareUrl(raw);
        const line: Record<string, unknown> = { url_original: p.url_original, normalized_url: p.normalized_url, cid: p.cid, redacted: p.redacted };
        if (p.invalid_reason) line.invalid_reason = p.invalid_reason;
        if (p.normalized_url === null) failed = true;
        process.stdout.write(JSON.stringify(line) + '\n');
      }
      if (failed) process.exitCode = 1;
    });
}
