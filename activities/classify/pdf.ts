/**
 * PDF → text and metadata (title, author, creation date) with unpdf, a maintained pure-JS
 * wrapper around Mozilla's PDF.js (serverless build: no canvas, no native binaries).
 *
 * PDF.js ships as an ES module and parsing a PDF is CPU work, so it runs in one lazily started
 * worker thread (unref'd: it never keeps the process alive). The worker is plain Node, so the
 * ES module loads there whoever runs us — also jest, whose vm cannot `import()` without a flag.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { DocumentContent } from './classify';
import { foldWhitespace } from './page';

const MAX_PAGES = 200;
const MAX_TEXT_CHARS = 2_000_000;
const PDF_TIMEOUT_MS = 20_000;

/** Runs inside the worker: bytes in, { text per page lines, info, pages } out. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const unpdf = require(workerData.unpdfPath);
parentPort.on('message', async ({ id, bytes, maxPages, maxChars }) => {
  try {
    const doc = await unpdf.getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
    try {
      const pages = [];
      let size = 0;
      for (let i = 1; i <= Math.min(doc.numPages, maxPages) && size < maxChars; i++) {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        const lines = [];
        let line = '';
        for (const item of content.items) {
          if (typeof item.str !== 'string') continue;
          line += item.str;
          if (item.hasEOL) { lines.push(line); line = ''; }
          else if (item.str && !line.endsWith(' ')) line += ' ';
        }
        if (line) lines.push(line);
        pages.push(lines);
        size += lines.reduce((n, l) => n + l.length, 0);
      }
      let info = {};
      try { info = (await doc.getMetadata()).info || {}; } catch {}
      const pick = (k) => (typeof info[k] === 'string' ? info[k] : null);
      parentPort.postMessage({ id, ok: true, pages, numPages: doc.numPages,
        info: { Title: pick('Title'), Author: pick('Author'), CreationDate: pick('CreationDate'), ModDate: pick('ModDate') } });
    } finally {
      try { await doc.destroy(); } catch {}
    }
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: String(err && err.message || err).slice(0, 200) });
  }
});
`;

type Reply =
  | { id: number; ok: true; pages: string[][]; numPages: number; info: Record<string, string | null> }
  | { id: number; ok: false; error: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: Reply) => void; timer: NodeJS.Timeout }>();

function pdfWorker(): Worker {
  if (worker) return worker;
  const unpdfPath = createRequire(__filename).resolve('unpdf');
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { unpdfPath } });
  w.unref();
  const failAll = (error: string) => {
    for (const [id, p] of waiting) {
      clearTimeout(p.timer);
      p.resolve({ id, ok: false, error });
    }
    waiting.clear();
    if (worker === w) worker = null;
  };
  w.on('message', (r: Reply) => {
    const p = waiting.get(r.id);
    if (!p) return;
    waiting.delete(r.id);
    clearTimeout(p.timer);
    p.resolve(r);
    if (waiting.size === 0) w.unref();
  });
  w.on('error', (e) => failAll(`PDF worker failed: ${e.message}`));
  w.on('exit', () => failAll('PDF worker exited'));
  worker = w;
  return w;
}

function extract(bytes: Uint8Array): Promise<Reply> {
  const w = pdfWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve({ id, ok: false, error: `no result within ${PDF_TIMEOUT_MS} ms` });
      // A PDF that hangs PDF.js takes the worker with it; the next PDF gets a fresh one.
      if (worker === w) worker = null;
      void w.terminate();
    }, PDF_TIMEOUT_MS);
    timer.unref();
    waiting.set(id, { resolve, timer });
    w.ref();
    const copy = new Uint8Array(bytes);
    w.postMessage({ id, bytes: copy, maxPages: MAX_PAGES, maxChars: MAX_TEXT_CHARS }, [copy.buffer]);
  });
}

/** "D:20230314120000Z" or an ISO string → YYYY-MM-DD, else null. */
export function pdfDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const m = /^(?:D:)?(\d{4})(\d{2})(\d{2})/.exec(raw.trim()) ?? /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

export async function readPdf(bytes: Uint8Array): Promise<DocumentContent> {
  const r = await extract(bytes);
  if (!r.ok) throw new Error(r.error);
  const str = (v: string | null | undefined) => (typeof v === 'string' && foldWhitespace(v) !== '' ? foldWhitespace(v) : null);
  return {
    kind: 'pdf',
    text: r.pages.map(joinHyphenated).join('\n\n'),
    title: str(r.info.Title),
    author: str(r.info.Author),
    published: pdfDate(r.info.CreationDate) ?? pdfDate(r.info.ModDate),
    pages: r.numPages,
  };
}

/** Lines of a page joined with spaces; a word hyphenated across a line break is joined again. */
function joinHyphenated(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const l = raw.trim();
    if (!l) continue;
    if (/[\p{L}]-$/u.test(out) && /^\p{Ll}/u.test(l)) out = `${out.slice(0, -1)}${l}`;
    else out = out ? `${out} ${l}` : l;
  }
  return out;
}
