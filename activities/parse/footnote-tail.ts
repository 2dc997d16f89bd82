/**
 * A linear-time replacement for markdown-it-footnote's `footnote_tail` core rule (issue 11
 * item 13). The plugin's rule appends each footnote's tokens with `tokens = tokens.concat(…)`
 * inside its loop, which copies the whole token stream once per footnote: a report with 10,000
 * footnotes took minutes (1,000 → 1.2 s, 4,000 → 10.8 s). This rule makes the same token stream
 * — footnote definitions moved to a footnote block at the end, anchors after each body — by
 * appending in place. Installed with `md.core.ruler.at('footnote_tail', …)`; checked against
 * the plugin's own output in test/stages/large-inputs.test.ts.
 */
import type { StateCore, Token } from 'markdown-it';
type FootnoteEntry = { label?: string; count: number; content?: string; tokens?: Token[] };

export function linearFootnoteTail(state: StateCore): void {
  const env = state.env as { footnotes?: { list?: FootnoteEntry[] } };
  if (!env.footnotes) return;
  // Footnote definitions written as blocks ([^x]: …) come out of the stream, kept by label.
  const byLabel = new Map<string, Token[]>();
  const kept: Token[] = [];
  let current: Token[] | null = null;
  let label = '';
  for (const tok of state.tokens) {
    if (tok.type === 'footnote_reference_open') {
      current = [];
      label = (tok.meta as { label: string }).label;
      continue;
    }
    if (tok.type === 'footnote_reference_close') {
      byLabel.set(label, current ?? []);
      current = null;
      continue;
    }
    if (current) current.push(tok);
    else kept.push(tok);
  }
  state.tokens = kept;
  const list = env.footnotes.list;
  if (!list) return;
  const out = state.tokens;
  out.push(new state.Token('footnote_block_open', '', 1));
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!;
    const open = new state.Token('footnote_open', '', 1);
    open.meta = { id: i, label: entry.label };
    out.push(open);
    if (entry.tokens) {
      // An inline footnote (^[…]): its text becomes one paragraph.
      const po = new state.Token('paragraph_open', 'p', 1);
      po.block = true;
      const inline = new state.Token('inline', '', 0);
      inline.children = entry.tokens;
      inline.content = entry.content ?? '';
      const pc = new state.Token('paragraph_close', 'p', -1);
      pc.block = true;
      out.push(po, inline, pc);
    } else if (entry.label) {
      const body = byLabel.get(entry.label);
      if (body) for (const t of body) out.push(t);
    }
    const lastParagraph = out[out.length - 1]?.type === 'paragraph_close' ? out.pop()! : null;
    const anchors = entry.count > 0 ? entry.count : 1;
    for (let j = 0; j < anchors; j++) {
      const a = new state.Token('footnote_anchor', '', 0);
      a.meta = { id: i, subId: j, label: entry.label };
      out.push(a);
    }
    if (lastParagraph) out.push(lastParagraph);
    out.push(new state.Token('footnote_close', '', -1));
  }
  out.push(new state.Token('footnote_block_close', '', -1));
}
