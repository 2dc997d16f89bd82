/**
 * One clear line from a ZodError: file, line (for JSONL), field path, what was wrong —
 * e.g. `url-map.json: items[3].cid: expected string, received number`.
 * Never echoes the offending value (it may hold a credential-bearing URL). Parse with
 * `{ reportInput: true }` (see PARSE_OPTIONS) so missing fields read as "required".
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** safeParse options for files citeflow reads: lets messages tell "missing" from "wrong". */
export const PARSE_OPTIONS = { reportInput: true } as const;
type PathKey = PropertyKey;

/** `items[3].cid`, `headers["content-type"]`; the empty path is the document itself. */
export function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) out += (out ? '.' : '') + key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

function describe(issue: Issue): string {
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'undefined') return 'not allowed here';
    if (/received undefined$/.test(issue.message)) return `required (expected ${issue.expected})`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
  const text = issue.message.replace(/^Invalid (input|option): /, '');
  // Parsed with { reportInput: true }, a missing field is visible as an undefined input (only checked, never echoed).
  if ('input' in issue && issue.input === undefined) return `required (${text})`;
  return text;
}

/** Flattens a union failure to the branch that came closest, or lists each branch's first problem. */
function describeIssue(issue: Issue): { path: PathKey[]; text: string } {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branches = issue.errors.filter((b) => b.length > 0);
    const fewest = Math.min(...branches.map((b) => b.length));
    const closest = branches.filter((b) => b.length === fewest);
    if (closest.length === 1) {
      const inner = describeIssue(closest[0][0]);
      return { path: [...issue.path, ...inner.path], text: inner.text };
    }
    const alternatives = closest.map((b) => {
      const inner = describeIssue(b[0]);
      const p = formatPath(inner.path);
      return p ? `${p}: ${inner.text}` : inner.text;
    });
    return { path: [...issue.path], text: `matches none of the allowed shapes (${alternatives.join('; or ')})` };
  }
  return { path: [...issue.path], text: describe(issue) };
}

/** `label[:line]: path: problem[ (and N more problems)]` */
export function formatZodError(error: z.ZodError, label: string, line?: number): string {
  const where = line === undefined ? label : `${label}:${line}`;
  const [first] = error.issues;
  if (!first) return `${where}: invalid`;
  const { path, text } = describeIssue(first);
  const p = formatPath(path);
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})` : '';
  return `${where}: ${p ? p + ': ' : ''}${text}${more}`;
}
