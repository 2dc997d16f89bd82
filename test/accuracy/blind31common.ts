/** Shared helpers of the blind31 set (community and personal publishing). */
import type { Handler, QuoteCheck } from './corpus';
import { entry, esc, serveArticle, write, type Entry, type Send } from './blindkit';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import type { Post } from './blind31kit';

export const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

/** One cited page built by a template, served with the given HTTP shape. */
export function page(id: string, host: string, expected: CitationStatus, reason: string, build: (url: string) => string, send: Omit<Send, 'body'> = {}, x: { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[]; meta?: Entry['meta'] } = {}): Entry {
  return entry(id, host, expected, reason, serveArticle(build, send), x);
}

/** A context as the writing agent cites it: the title it gave, the claim it made, the quote it relied on. */
export const ctx = (title: string, claim: string, quote?: string): ClassifyContext => ({ title, claims: [claim], ...(quote ? { quotes: [quote] } : {}) });

const REPLIES: Record<string, string[]> = {
  en: ['Thanks for writing this up, it saved me an afternoon.', 'Same here. Bookmarked the thread for the next time it happens.', 'Can confirm on my setup as well.'],
  de: ['Danke für die ausführliche Beschreibung, hat mir sehr geholfen.', 'Genau so war es bei mir auch. Thread ist gespeichert.'],
  fr: ['Merci pour ce retour détaillé, ça m’a bien aidé.', 'Pareil chez moi, je garde le sujet en favori.'],
  es: ['Gracias por el aporte, muy útil.', 'A mí me pasó lo mismo, guardo el hilo.'],
  it: ['Grazie per la spiegazione, molto utile.', 'Confermo, anche a me funziona così.'],
  pt: ['Valeu pela dica, ajudou demais.', 'Aqui também funcionou, obrigado.'],
  nl: ['Bedankt voor de uitleg, heel nuttig.', 'Bij mij precies hetzelfde.'],
  pl: ['Dzięki za opis, bardzo pomocne.', 'U mnie było dokładnie tak samo.'],
  cs: ['Díky za podrobný popis, moc pomohl.', 'U mě to bylo stejné.'],
  hu: ['Köszi a részletes leírást, sokat segített.', 'Nálam is pontosan így volt.'],
  ru: ['Спасибо за подробное описание, очень помогло.', 'У меня было точно так же.'],
  uk: ['Дякую за детальний опис, дуже допомогло.', 'У мене було так само.'],
  ja: ['詳しい説明ありがとうございます。とても参考になりました。', '私の環境でも同じでした。'],
  zh: ['感谢分享，非常有帮助。', '我这边也是同样的情况。'],
  ko: ['자세한 설명 감사합니다. 많은 도움이 되었습니다.', '저도 똑같은 경험을 했어요.'],
  tr: ['Detaylı anlatım için teşekkürler, çok işime yaradı.', 'Bende de aynen böyle oldu.'],
  el: ['Ευχαριστώ για την αναλυτική περιγραφή, βοήθησε πολύ.', 'Το ίδιο συνέβη και σε μένα.'],
  he: ['תודה על ההסבר המפורט, עזר מאוד.', 'אצלי זה היה בדיוק אותו דבר.'],
  ar: ['شكرا على الشرح المفصل، أفادني كثيرا.', 'حدث معي الشيء نفسه تماما.'],
  th: ['ขอบคุณสำหรับคำอธิบายละเอียด ช่วยได้มากครับ', 'ของผมก็เป็นแบบเดียวกันครับ'],
  vi: ['Cảm ơn bạn đã chia sẻ chi tiết, rất hữu ích.', 'Mình cũng gặp y như vậy.'],
  sv: ['Tack för den utförliga beskrivningen, hjälpte mycket.', 'Precis likadant hos mig.'],
};

/** An opening post and a few replies in the thread's language. */
export function thread(lang: string, op: { user: string; date: string; html: string; rank?: string; banned?: boolean }, replyUsers: string[] = ['mike_t', 'Rosalind', 'jk2000']): Post[] {
  const rs = REPLIES[lang] ?? REPLIES.en!;
  return [op, ...rs.slice(0, replyUsers.length).map((r, i) => ({ user: replyUsers[i]!, date: op.date.replace(/T(\d\d)/, (_m, h: string) => `T${String((Number(h) + i + 1) % 24).padStart(2, '0')}`), html: esc(r) }))];
}

/** A handler that redirects every request to `to` (relative or built from the origin). */
export function hop(to: string | ((origin: (h: string) => string) => string), status = 301, headers: Record<string, string | string[]> = {}): Handler {
  return (_req, res, web) => {
    const loc = typeof to === 'string' ? to : to(web.origin);
    res.writeHead(status, { location: loc, 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(`<!DOCTYPE html><html><head><title>${status}</title></head><body><p>Moved to <a href="${esc(loc)}">${esc(loc)}</a></p></body></html>`);
  };
}

export const paras = (...p: string[]) => p.map((x) => `<p>${x}</p>`).join('\n');
export { write };
