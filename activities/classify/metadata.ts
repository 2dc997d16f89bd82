/**
 * Title, publisher, author and date from a parsed page. Sources, strongest first, are documented
 * in docs/online-validation.md ("Metadata"). Pure.
 */
import { normalizePublicationDate } from '../../shared/stages/dates';
import { decodeHTMLStrict } from 'entities';
import { foldWhitespace, type LdNode, type ParsedPage } from './page';
import { significantWords } from './relevance';
import { CJK_CHAR, CJK_CHARS_G, CJK_LETTERS } from './cjk';

export type PageMetadata = {
  title: string | null;
  publisher: string | null;
  /** Every author the page names, joined with "; " (names themselves may contain commas). */
  author: string | null;
  /** YYYY-MM-DD (normalizePublicationDate), or null when the page gives no whole date. */
  published: string | null;
  description: string | null;
  /** schema.org isAccessibleForFree from JSON-LD; null when the page does not say. */
  isAccessibleForFree: boolean | null;
};

/** Several authors in one string: "Andreas Haas; Andreas Rossberg" (split by shared/formats). */
export const AUTHOR_SEPARATOR = '; ';

const ARTICLE_TYPE = /^(Article|NewsArticle|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|BlogPosting|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|ScholarlyArticle|MedicalScholarlyArticle|TechArticle|Report|Review|CreativeWork|Chapter|Book|Thesis|Dataset|Legislation|Recipe|HowTo|Periodical|PublicationIssue|VideoObject|Movie|WebPage|MedicalWebPage|AboutPage|Question|QAPage)$/;
const STRONG_ARTICLE = /Article|Posting|Report|Review|Chapter|Thesis|Legislation|Recipe|HowTo|VideoObject/;

function types(n: LdNode): string[] {
  const t = n['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, ''));
}

/** Every node of the JSON-LD and microdata/RDFa trees, and an @id index for references. */
function collectNodes(roots: LdNode[]): { nodes: LdNode[]; byId: Map<string, LdNode> } {
  const nodes: LdNode[] = [];
  const byId = new Map<string, LdNode>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 10 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, depth + 1));
    const o = v as LdNode;
    nodes.push(o);
    if (typeof o['@id'] === 'string' && Object.keys(o).length > 1 && !byId.has(o['@id'])) byId.set(o['@id'], o);
    for (const [k, x] of Object.entries(o)) if (k !== '@context') walk(x, depth + 1);
  };
  walk(roots, 0);
  return { nodes, byId };
}

function resolve(v: unknown, byId: Map<string, LdNode>): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const id = (v as LdNode)['@id'];
    if (typeof id === 'string' && Object.keys(v).length <= 2) return byId.get(id) ?? v;
  }
  return v;
}

const URLISH = /^(https?:)?\/\/|^www\.|^\/[\w-]|\.(com|org|net)\b|@/i;

/** A person's or organisation's name from a string, node or list; profile URLs are not names. */
/** "Bradley M. Kuhn (http://ebb.org/bkuhn/)" → "Bradley M. Kuhn"; a bare URL or handle path is no name. */
export function cleanName(raw: string): string | null {
  // A character reference left in a structured value ("Redacci&oacute;n" in JSON-LD, which no HTML
  // parser decodes) is the character it names; else its ";" would split the name in two.
  const decoded = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(raw) ? decodeHTMLStrict(raw) : raw;
  // Markup left in an attribute value ("田中宏昌，&lt;b&gt;ITmedia&lt;/b&gt;") is not part of the name.
  const s = foldWhitespace(decoded.replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi, '').replace(/\s*[(<[][^)>\]]*(https?:|www\.|@|\.com|\.org)[^)>\]]*[)>\]]/gi, '').replace(/\s*\((avec|with|and|und|et|con|mit)\b[^)]*\)/gi, '')
    // "Elena Muster (emu)", "Jan Novak (ČTK)": a writer's short sign or agency after the name is not part of it.
    .replace(/(?<=\p{L}{2,})\s+\(\p{L}{2,5}\)(?=\s*(?:[,;]|$))/gu, '')
    // "Williams Perdomo @wperdomod", "Konstantin @ 12:00 am": a handle or a time after " @" is not part of the name
    // (an address has no space before its @, and a bare "@handle" stays no name).
    .replace(/(?<=\p{L})\s+@.*$/su, ''))
    // "AuthorAndreas Kalt", "AutorinMaria Roth", "ByJane Doe": a label or by-word glued to the name where
    // markup put no space between them (only before a name of two words or more: "DoorDash" stays).
    .replace(GLUED_LABEL, '')
    // (s12) A credit or author label in the marked value itself (`<span itemprop="author">Текст: Венера
    // Ерофеева</span>`, "Text: Jana Roth", "Autor: Jan Novák"): the name after it.
    .replace(CREDIT_LABEL, '')
    .replace(AUTHOR_LABEL, '')
    // (s10) Punctuation the markup left after the name ("Amelie Siekmann," before a second credit in
    // another element, "Jana Roth |").
    .replace(/[\s,;:|·•–—]+$/u, '');
  return s && !URLISH.test(s) && /\p{L}/u.test(s) && !PLACEHOLDER.test(s) ? s.replace(CJK_ROLE_TAIL, '') || null : null; // "105092" (an id) is no name
}

/**
 * (s15, fresh20) A Korean or Japanese reporter's title written after the name ("송유민 기자", "이영희 특파원",
 * "山田太郎記者", "佐藤花子 編集委員"): the name. (Chinese credits put the title first: CJK_CREDIT_LEAD.)
 */
const CJK_ROLE_TAIL = /(?<=\p{sc=Hangul}{2,5})\s*(?:기자|특파원|선임기자|수석기자|객원기자|수습기자|인턴기자|전문기자|논설위원|편집위원|칼럼니스트|통신원|리포터|앵커)$|(?<=[\p{sc=Han}\p{sc=Katakana}]{2,6})\s*(?:記者|特派員|編集委員|論説委員|支局長|解説委員)$/u;

const GLUED_LABEL = /^(?:Authors?|Autor|Autorin|Autoren|Autora|Autore|Auteure?|Autrice|By|Von|Par|Por|Door)(?=\p{Lu}\p{Ll}+\s+\p{Lu})/u;

/**
 * What a CMS writes where no writer was entered ("No Author", "Unknown", "admin"): no name. (s15, fresh19)
 * Also a CMS account named by a role and a letter or number ("Editor M", "Admin 2", "Redaktion B"): a login, no person.
 */
const PLACEHOLDER = /^(?:no[ -]?author|unknown(?: author)?|author|autor|auteur|autore|admin\d{0,3}|(?:editor|admin|author|redaktion|redacci[oó]n|r[ée]daction)(?:\s+[a-z]\.?|\s*\d{1,3})|administrator|administrador|administrateur|amministratore|(?:wp|wordpress|site|web|blog|super|sys)[ _-]?admin|webmaster|n\/a|none|null|undefined|user|guest|sin autor|sans auteur|kein autor|unbekannt|desconocido|inconnu)$/i;

function namesOf(v: unknown, byId: Map<string, LdNode>, depth = 0): string[] {
  if (depth > 4) return [];
  const r = resolve(v, byId);
  if (typeof r === 'string') {
    const s = cleanName(r);
    return s ? [s] : [];
  }
  if (Array.isArray(r)) return r.flatMap((x) => namesOf(x, byId, depth + 1));
  if (r && typeof r === 'object') {
    const o = r as LdNode;
    if (typeof o.name === 'string') return namesOf(o.name, byId, depth + 1);
    if (Array.isArray(o.name)) return namesOf(o.name[0], byId, depth + 1);
    const given = typeof o.givenName === 'string' ? o.givenName : '';
    const family = typeof o.familyName === 'string' ? o.familyName : '';
    if (given || family) return [foldWhitespace(`${given} ${family}`)];
  }
  return [];
}

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return foldWhitespace(v) || undefined;
  if (Array.isArray(v)) return str(v[0]);
  if (v && typeof v === 'object' && typeof (v as LdNode)['@value'] === 'string') return str((v as LdNode)['@value']);
  return undefined;
}

function freeFlag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  return undefined;
}

/** How far two titles speak of the same thing: the share of the shorter one's words the other has (0..1). */
function agreement(a: string, b: string): number {
  const wa = significantWords(a);
  const wb = significantWords(b);
  if (wa.size === 0 || wb.size === 0) return foldWhitespace(a).toLowerCase() === foldWhitespace(b).toLowerCase() ? 1 : 0;
  let hit = 0;
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  for (const w of small) if (big.has(w)) hit++;
  return hit / small.size;
}
const agrees = (a: string, b: string) => agreement(a, b) >= 0.6;

const TITLE_SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' :: ', ' · ', ' • ', ' « ', ' » ', ' : ', ' ｜ ', '｜', ' － ', '：', ' / '];
/** Separators that also occur inside headlines ("Report: …", "ガジェット：…"): they split only before a known site name. */
const WEAK_SEPARATORS = new Set(['：', ' / ', ' : ']);

/** "Site | A long headline" → { head: "Site", site: "A long headline" } (the first separator splits; head = a site's name, ≤ 6 words). */
function splitFirst(title: string): { head: string; site: string } | null {
  let at = -1;
  let len = 0;
  for (const sep of TITLE_SEPARATORS) {
    if (WEAK_SEPARATORS.has(sep)) continue;
    const i = title.indexOf(sep);
    if (i > 0 && (at < 0 || i < at)) { at = i; len = sep.length; }
  }
  if (at < 0) return null;
  const head = title.slice(0, at).trim();
  const site = title.slice(at + len).trim();
  return head && site && head.split(/\s+/).length <= 6 && head.length <= 60 ? { head, site } : null;
}

/** "Headline | Site" → { head: "Headline", site: "Site" } (the last separator splits). */
function splitTitle(title: string, weak = false): { head: string; site: string } | null {
  let best: { head: string; site: string } | null = null;
  for (const sep of TITLE_SEPARATORS) {
    if (!weak && WEAK_SEPARATORS.has(sep)) continue;
    const at = title.lastIndexOf(sep);
    if (at > 0 && (!best || at > best.head.length)) best = { head: title.slice(0, at).trim(), site: title.slice(at + sep.length).trim() };
  }
  if (!best || best.site === '' || best.head === '') return null;
  if (best.site.split(/\s+/).length > 6 || best.site.length > 60) return null;
  return best;
}

/**
 * (s13) Is `part` one whole part of a <title>: the title itself, or set off from the rest by a separator
 * (" | ", " - ", " – ", ": ", " · ") on each side where it has a neighbour, or followed by " by " and a
 * name ("Dear Mark Zuckerberg by Dalton Caldwell")? White space and case aside.
 */
function wholePartOf(part: string, whole: string): boolean {
  const p = foldWhitespace(part).toLowerCase();
  const w = foldWhitespace(whole).toLowerCase();
  if (p.length < 3) return false;
  if (p === w) return true;
  const at = w.indexOf(p);
  if (at < 0) return false;
  const before = w.slice(0, at);
  const after = w.slice(at + p.length);
  const beforeOk = before === '' || /(?:\s[|–—·•«»-]|[:：])\s*$/u.test(before);
  const afterOk = after === '' || /^\s*(?:[|–—·•«»-]\s|[:：]\s)/u.test(after)
    || (/^\s+(?:by|von|par|por)\s+\S/iu.test(after) && nameLike(foldWhitespace(whole).slice(at + p.length).replace(/^\s+\S+\s+/u, '')));
  return beforeOk && afterOk;
}

const sameText = (a: string | undefined, b: string | undefined) => !!a && !!b && foldWhitespace(a).toLowerCase() === foldWhitespace(b).toLowerCase();

// (s15, fresh20) A translation credit's label ("Tłumaczenie:", "Übersetzung:", "Traduction :") left alone in a
// byline element is a label, not the writer's name (the words are in the list below).
const NOT_A_NAME = /^(by|von|par|por|di|door|av|af)$|\b(about|author|authors|autor|autorin|autoren|auteur|auteure|autore|autora|senior|president|editor|editors|staff|follow|share|twitter|facebook|email|contact|subscribe|journalist|journaliste|reporter|correspondent|updated|published|read more|more from|view all|posts by|profile)\b|\d|(?<![\p{L}])(?:translation|translated|übersetzung|übersetzt|traduction|traduit|traducción|traducido|traduzione|tradotto|tradução|traduzido|vertaling|vertaald|tłumaczenie|tłumaczył|tłumaczyła|przekład|překlad|přeložil|přeložila|перевод|переклад|çeviri|posts|articles|artikel|beiträge|artikelübersicht|übersicht|overview|startseite|homepage|zurück|text|texte|texto|fotos?|photos?|interview|veröffentlicht|aktualisiert|erschienen|geändert|publié|publiée|publicado|publicada|pubblicato|actualizado|atualizado)(?![\p{L}])|\s(?:von|by|from|par|por|door|av|af)$|^(?:posted|gepostet|geplaatst|postado|postato|advertisement|advertising|anzeige|werbung|publicité|publicidad|pubblicità|publicidade|advertentie|reklama|reklame|реклама|sponsored|gesponsert|sponsorisé|patrocinado|promoted)$/iu;
/*
 * (s13, fresh16) The last alternative above: a word a byline slot holds when it names no one — the verb of
 * a dateline whose date was cut off ("Posted on September 13, 2016 in Cities", "Gepostet am 3. Mai") and
 * an ad slot's label in the article's header ("Advertisement", "Anzeige", "Publicidad", "Реклама").
 */
/**
 * Link texts a byline element or a profile link can hold that name no person: a social network's name
 * (a share or follow link to "bsky.app/profile/…", repeated by icon and label: "BlueskyBluesky"), an
 * account link ("Member Login", "Mein Konto", "Iniciar sesión"), code ("author: User!"), a rating ("4.8").
 */
const NOT_A_PERSON = /^(?:(?:bluesky|facebook|twitter|x|linkedin|instagram|youtube|tiktok|pinterest|reddit|mastodon|threads|whatsapp|telegram|xing|weibo|wechat|flipboard|rss|e-?mail)\s*)+$|(?<!\p{L})(?:log\s?in|log\s?out|sign\s?in|sign\s?up|sign\s?out|my account|member login|anmelden|abmelden|mein konto|iniciar sesión|connexion|se connecter|mon compte|accedi|il mio account|entrar|minha conta)(?!\p{L})|[!?{}<>=#*]|^[^\p{L}]*$/iu;
/**
 * (s12) The words of a link or label an author box holds beside the name ("Full Bio", "Mehr", "Más",
 * "Subscriber"): a whole byline line of them names no one.
 */
const UI_WORDS = /^(?:full bio|bio|biography|read bio|more|mehr|plus|más|più|meer|mer|więcej|ещё|еще|subscriber|subscribers|member|members|premium member|zur person|über mich|profil|perfil|profilo|see profile|view profile)$/iu;
/** Weekdays written out, in the languages of the bylines we read (en, de, fr, es, it, nl). */
const WEEKDAY_NAMES = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag';
/** A weekday alone ("Sat" of a dateline "Sat, 20 Dec, 2025 - 06:36" in a byline element) names no one. */
const WEEKDAY = new RegExp(`^(?:${WEEKDAY_NAMES}|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|mié|jue|vie|sáb|dom)\\.?$`, 'iu');
/** A date word then a weekday (" am Samstag", " on Monday"): where a byline's date begins. */
const WEEKDAY_AFTER_DATE_WORD = new RegExp(`\\s+(?:am|on|le|el|il|op)\\s+(?=${WEEKDAY_NAMES})`, 'iu');
const PARTICLES = /^(de|da|di|do|dos|du|van|von|der|den|la|le|bin|al|el|y|del|ten|ter)$/i;

/** Does a string look like a person's (or a desk's) name: 1–5 words, capitalised except particles, nothing but letters? */
function nameLike(n: string): boolean {
  const words = n.split(/\s+/);
  if (words.length > 5 || n.length > 60 || NOT_A_NAME.test(n) || NOT_A_PERSON.test(n) || UI_WORDS.test(n) || WEEKDAY.test(n) || SECTION_WORD.test(n) || /[:：]/.test(n)) return false; // "Interview: Jens Bergmann" is a credit line
  return words.every((w) => PARTICLES.test(w) || /^[\p{Lu}\p{Lo}]/u.test(w) || /^[\p{Lo}]/u.test(w));
}

/** A job title in a byline, in the languages of the pages we read ("Vice President", "directrice de la rédaction", "Redakteurin"). */
const ROLE = /(?<!\p{L})(?:president|vice|director|directora?|directeur|directrice|direttore|direttrice|editor|editora?|editrice|rédacteur|rédactrice|redakteur|redakteurin|redactor|redactora|manager|managing|professor|professeur|professora?|ceo|cto|cfo|coo|founder|co-founder|cofounder|gründer|gründerin|fondateur|fondatrice|fundador|fundadora|chief|head|lead|officer|engineer|analyst|researcher|scientist|fellow|chair|chairman|dean|vp|partner|consultant|journalist|journaliste|periodista|giornalista|correspondent|correspondant|correspondante|corresponsal|korrespondent|korrespondentin|reporter|writer|columnist|kolumnist|kolumnistin|leiter|leiterin|projektleiter|projektleiterin|referent|referentin|chef|cheffe|jefe|jefa|responsable|gerente|geschäftsführer|geschäftsführerin|sprecher|sprecherin|spokesperson|spokesman|spokeswoman)(?!\p{L})/iu;

/** "By Jane Doe and John Roe | Updated 5 May" → ["Jane Doe", "John Roe"]. Lines (element boundaries) count as separators. */
export function namesFromByline(raw: string): string[] {
  // An e-mail address beside the name ("Jane Doe | jdoe@example.com") is contact furniture, not part of it.
  // A label on a line of its own above the name ("Autor" / "Teufel Blog Redaktion" / a bio) is not a name.
  // A job title in brackets after the name ("Lance Ryan (Content Manager)", "Marta Ruiz (Redakteurin)") is not part of it.
  const unlabelled = raw.replace(LABEL_LINE, '').replace(/\s*\(([^()]{1,40})\)/gu, (all, inner: string) => (ROLE.test(inner) ? '' : all));
  let s = (cleanName(unlabelled.replace(/\s*[|·•—–,]?\s*(mailto:)?[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '').replace(/\s*\n\s*/g, ' | ')) ?? '')
    // "Posted on September 21, 2020 by Adi Tzlil", "Publié le 3 mai 2020 par …": the date before the by-word goes with it.
    .replace(POSTED_ON_BY, '')
    // An author-archive link's words ("Alles von Martin Junker", "Alle Beiträge von …", "More from …", "Tous les articles de …").
    .replace(ARCHIVE_LINK, '')
    // Blog engines' "posted by" in the page's language ("Eingestellt von der Michel", "Publicado por …", "Pubblicato da …").
    .replace(POSTED_BY, '')
    // "ByJ.R. Stone": the by-word glued to the name where markup put no space between them.
    .replace(/^(?:By|Von|Par|Por|Door)(?=\p{Lu}[\p{Ll}.])/u, '')
    .replace(GLUED_LABEL, '')
    // (s10) An author box's heading "About Jane Doe", "Über Steffi", "À propos de Marie Roy": the name.
    .replace(ABOUT_LEAD, '')
    .replace(/^(written |posted |reported |created |story |words |text )?(by|von|par|por|di|door|av|af)\s*:?\s+/iu, '')
    // A credit label before the writer's name ("Text und Interview: Harald Weber", "Texte : Anne Roy", "Words: …").
    .replace(CREDIT_LABEL, '')
    .replace(AUTHOR_LABEL, '')
    .replace(CJK_CREDIT_LEAD, '')
    .replace(SECTION_LEAD, '')
    .replace(/^[\s|·•—–]+/, '').replace(/[\s|·•—–]+$/, '')
    // (s15, fresh20) The date first, then a separator and the by-word ("August 08, 2013 · by José Valim . in
    // Internals", "12.03.2024 | von Anna Roth", "3 mai 2021 — par Marie Roy"): the name after them.
    .replace(LEADING_DATE_BY, '')
    .replace(/(?<=\p{Ll})(staff writer|staff reporter|senior writer|contributing writer|contributor|correspondent|reporter|columnist|editor|writer)\b.*$/iu, '');
  // An interview credits both: "Richard David Precht im Gespräch mit Karin Fischer", "… in conversation with …"
  // (before " in " ends a name below).
  s = s.replace(/\s+(?:im Gespräch mit|im Interview mit|in conversation with|en conversation avec|en conversación con|in conversazione con|in gesprek met)\s+/u, ' & ');
  // "… le 3 mai", "… el 3 de mayo", "… am 3. Mai" end the name; "Loïc Le Clerc", "Ana El Amrani" do not.
  // (s13) Also a spaced double slash ("By Ed Silverman // November 6th, 2012 // 9:41 am") and a time after
  // the name ("Posted by Chef John at 4:06 PM", "Publicado por Ana Ruiz en 12:30").
  s = s.split(/\s+(?:[|·•—–-]|\/\/)\s+|\s+(?:at|en|a las|alle|um|à|om|kl\.?)\s+\d{1,2}[:.h]\d{2}|\s+(on|in|updated|published|aktualisiert)\s+|,?\s+\d{1,2}[./ ]\w+[./ ]\d{2,4}|\s*\d{4}-\d{2}-\d{2}/i)[0] ?? '';
  // (s13) A job title before the name ("CNN Political Reporter Shannon Travis", "Staff Writer Jane Doe",
  // "Redakteurin Anna Roth"): the name after it.
  s = withoutLeadingRole(s);
  // (s11) A dateline the markup glued to the name, or set after it with a space only ("Luke KimDecember 17,
  // 2025", "Jane Doe March 3, 2024", "Jana Roth12.03.2024"): the date ends the name.
  s = s.split(GLUED_DATE)[0] ?? '';
  s = s.split(/\s+(?:le|el|am|Le|El|Am)\s+(?=\d|\p{Ll})|\s+(?:le|el|am)\s*$/u)[0] ?? '';
  // "Von Isabella.DiBiase am Samstag, 19. Oktober 2019", "by Ann Roe on Monday, May 4": a weekday after the by-word's date word ends the name.
  s = s.split(WEEKDAY_AFTER_DATE_WORD)[0] ?? '';
  // (s12) A credit word after the name, the date it stood before cut off above ("VidaOrange 發表於 2019-04-25").
  s = s.replace(CJK_CREDIT_TAIL, '');
  return withoutCredentials(s
    .split(/\s*(?:;|&)\s*|\s+(?:and|And|AND|und|et|y|e|i)\s+/u)
    // (s10) "Peter Maahn/SP-X", "Anna Roth/dpa": a person's name (two words or more, no domain) and an
    // agency joined by a slash. ("ORF.at/Agenturen", a site and its sources, stays one credit.)
    .flatMap((chunk) => (/^[^/.]*\s[^/.]*\p{Ll}\/\p{L}[^/\s]*$/u.test(chunk) ? chunk.split('/') : [chunk]))
    // "Brian Stevens, Vice President, Google Cloud": after a job title come its organisation's words, not another person.
    .flatMap((chunk) => {
      const parts = chunk.split(/\s*(?:,|、|・)\s*/u);
      const role = parts.findIndex((p, i) => i > 0 && ROLE.test(p));
      return role > 0 ? parts.slice(0, role) : parts;
    })
    // A final full stop goes ("Rodolfo Costa."), not the one of an initial ("Juan Carlos Muñoz C.").
    .map((n) => n.replace(CJK_ROLE_TAIL, '').replace(/[,:]+$/, '').replace(/(?<!(?:^|[\s.])\p{Lu})\.+$/u, '').replace(/[,:]+$/, '').trim())
    .filter((n) => n.length >= 2 && !URLISH.test(n) && nameLike(n)));
}

/** (s13) A reporter's job title (with its outlet and a qualifier before it) ahead of a 2–3-word capitalised name. */
const LEADING_ROLE = /^(?:\S+\s+){0,3}?(?:reporter|reporterin|correspondent|korrespondent|korrespondentin|correspondant|correspondante|corresponsal|writer|editor|redakteur|redakteurin|rédacteur|rédactrice|redactor|redactora|columnist|kolumnist|kolumnistin|producer|contributor|journalist|journalistin|journaliste|periodista|giornalista)\s+/iu;
const NAME_AFTER_ROLE = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;
function withoutLeadingRole(s: string): string {
  if (s.length > 80) return s;
  const m = LEADING_ROLE.exec(s);
  if (!m) return s;
  const rest = s.slice(m[0].length);
  return NAME_AFTER_ROLE.test(rest) && !ROLE.test(rest) ? rest : s;
}
/**
 * (s9) A newspaper section's name ("Politik", "Wirtschaft", "Opinion", "Économie", "Deportes"), in the
 * languages of the pages we read: the desk a piece is filed under, never a person.
 */
/** (s11) A month-first date after a name (space or glued), or a numeric one glued to it: where the name ends. */
const GLUED_DATE = /(?:\s+|(?<=\p{Ll}))(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}(?!\d)|(?<=\p{Ll})\d{1,2}[./]\d{1,2}[./]\d{2,4}(?!\d)/u;

const SECTION_WORDS = 'politik|wirtschaft|kultur|feuilleton|gesellschaft|wissen|wissenschaft|meinung|panorama|sport|reise|nachrichten|politics|business|economy|opinion|opinions|culture|science|world|sports|entertainment|lifestyle|technology|tech|health|politique|économie|société|monde|sciences|sports|política|economía|sociedad|cultura|deportes|mundo|opinión|politica|economia|cronaca|esteri|spettacoli|cultuur|binnenland|buitenland|economie|europe|europa|asia|africa|americas|media|medien|médias|medios';
const SECTION_WORD = new RegExp(`^(?:${SECTION_WORDS})$`, 'iu');
/** (s9) "Politik · Jochen Bittner, Tina Hildebrandt": a section's name and a separator before the byline's names. */
const SECTION_LEAD = new RegExp(`^(?:${SECTION_WORDS})\\s*[|·•/]\\s*(?=\\p{Lu})`, 'iu');

/** (s10) "About", "Über", "À propos de", "Sobre", "Acerca de", "Informazioni su", "Over", "Om" before a capitalised name: an author box's heading. */
const ABOUT_LEAD = /^(?:[Aa]bout|[Üü]ber|[ÀàAa] propos de|[Ss]obre|[Aa]cerca de|[Ii]nformazioni su|[Oo]ver|[Oo]m)\s+(?=\p{Lu}\p{Ll})/u;
/** "Text:", "Text und Interview:", "Texte et photos :", "Texto:", "Words:", (s10) "Interview:", "Entretien :": the writer's credit before the name. */
const CREDIT_LABEL = /^(?:text|texte|texto|testo|tekst|teksti|szöveg|metin|текст|κείμενο|words|interview|entretien|entrevista|intervista|интервью)(?:\s*(?:und|and|&|et|y|e|i|и|і|ve|és|ja|και|,|\/)\s*(?:interview|recherche|fotos?|photos?|bilder|illustrations?|entrevista|intervista|fotografías?|fotografie|zdjęcia|фото|фотографии|интервью))*\s*[:：]\s*/iu;
/** The label "Author" (or a by-word) alone on the first line of a byline element, the name on the next. */
const LABEL_LINE = /^\s*(?:authors?|autor|autorin|autoren|autora|autore|autori|auteur|auteure|autrice|автор|by|von|par|por|written by|posted by)\s*[:：]?\s*\n/iu;
/** The words of a link to the writer's other pieces, before the name. */
const ARCHIVE_LINK = /^(?:alle[sn]?(?:\s+(?:beiträge|artikel|texte))?|mehr|weitere\s+(?:beiträge|artikel)|(?:view\s+)?all\s+(?:posts|articles|stories)|more(?:\s+(?:posts|articles|stories))?|tous\s+les\s+articles|plus\s+d['’]articles|todos\s+los\s+artículos|más\s+artículos|altri\s+articoli|tutti\s+gli\s+articoli)\s+(?:von|by|from|de|du|di|por|par)\s+(?=\p{Lu})/iu;
/** A blog engine's "posted by" in other languages (English "Posted by" is read with the other by-words). */
const POSTED_BY = /^(?:eingestellt|geschrieben|verfasst|gepostet|erstellt|(?:(?:ein|eine|un|une|una|a|an)\s+)?(?:(?:gast)?beitrag|(?:gast)?kommentar|kolumne|glosse|essay|column|commentary|guest post|chronique|tribune|columna|artículo|rubrica)|artikel|publicado|publicada|postado|postada|publié|publiée|posté|postée|créé|créée|creado|creada|pubblicato|pubblicata|scritto|scritta|creato|creata|geplaatst|geschreven|aangemaakt|escrito|escrita|skrevet|skrivet|napisane|napisał|napisała|submitted|eingereicht|enviado|enviada|soumis|soumise|inviato|inviata|ingezonden|ingediend)\s+(?:von|por|par|da|di|door|de|af|av|przez|by)\s+/iu;
/** "Posted on <date> by", "Publié le <date> par", "Veröffentlicht am <date> von" before the names. */
const POSTED_ON_BY = /^(?:posted|published|written|updated|publié|publiée|mis en ligne|veröffentlicht|publicado|publicada|pubblicato|pubblicata)(?!\p{L})[^|]{0,60}?\s(?:by|par|von|por|da|di)\s+(?=\p{Lu})/iu;
/** A label before the writer's name ("Author:", "Autorin:", "Auteur :", "Autore:", "著者："). */
/** "Author" as a label in the languages bylines are labelled in (one list for both label patterns). */
const AUTHOR_LABEL_WORDS = 'authors?|autor|autorin|autoren|autora|autore|autori|auteur|auteure|autrice|автор';
const AUTHOR_LABEL = new RegExp(`^(?:${AUTHOR_LABEL_WORDS}|著者|作者|文|執筆)\\s*[:：●]\\s*`, 'iu');

/**
 * (s12) A Chinese or Japanese credit word before the writer's name, with a space or a mark or glued to it
 * ("作者 林雙牧", "記者王小明／台北報導", "撰文／李四", "取材・文：山田太郎"); "文" ("text") only with a
 * mark after it, for it also opens names (文在寅). And one after the name ("VidaOrange 發表於" — then the
 * date —, "王小明 報導", "／台北報導", "山田太郎 著").
 */
const CJK_CREDIT_LEAD = /^(?:(?:作者|撰文|撰稿|執筆|执笔|本報記者|本报记者|特約記者|特约记者|記者|记者|責任編輯|责任编辑|編輯|编辑|責編|责编|採訪|采访|筆者|笔者|著者)\s*[:：／/｜|・●]?\s*|(?:文|圖文|图文|文字|取材・文|文・写真|写真・文|文と写真|構成|构成|取材)\s*[:：／/｜|・●]\s*)(?=\S)/u;
const CJK_CREDIT_TAIL = /\s*[／/]\s*\p{Script=Han}{1,6}(?:報導|报道|電|电)$|\s+(?:發表於|发表于|發佈於|发布于|報導|报道|撰文|撰|著|編|编|整理|譯|译)$/u;

/** The site's own label in its host name: "www.theverge.com" → "theverge", "news.mynavi.jp" → "mynavi". */
function hostLabel(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const labels = new URL(url).hostname.toLowerCase().split('.').filter((l) => l !== 'www');
    // Drop the public suffix: one label ("com"), or two for country second levels ("co.jp", "com.au",
    // "gv.at", "gob.es", "gouv.fr", "govt.nz", "ltd.uk").
    const tail = labels.length > 2 && /^(co|com|ne|or|ac|go|org|net|gov|edu|gv|gob|gouv|govt|mil|nic|ltd|plc|sch|asn|priv|nom)$/.test(labels[labels.length - 2]!) ? 2 : 1;
    const label = labels[labels.length - tail - 1];
    return label && label.length >= 2 ? label.replace(/[^a-z0-9]/g, '') : null;
  } catch {
    return null;
  }
}
const letters = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
/** A name's letters and digits in any script ("毎日新聞", "Коммерсантъ", "Jørgensen"), case and accents folded: names compare by it. */
const nameKey = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]|\p{M}/gu, '');
/** Does a title part name the site of this host ("SBNation.com", "The Verge", "POLITICO")? */
function namesHost(part: string, label: string | null): boolean {
  if (!label || label.length < 3) return false;
  // A headline that mentions the site ("… Feststellungen durch die Bundespolizei im laufenden Jahr" on
  // bundespolizei.de) is not the site's name: a name is at most six words.
  if (foldWhitespace(part).split(' ').length > 6) return false;
  // (s10) Nor is a part that holds a " | " ("Headline | petri-heil.ch" before " | Tagline"): several parts, one of them the site's.
  if (/\s[|｜]\s/u.test(part)) return false;
  const l = letters(part);
  return l.length >= 3 && (l === label || l.includes(label) || (label.includes(l) && l.length >= 4) || l === `the${label}`);
}

/** Do a name's initials open the host's label ("Neue Zürcher Zeitung" → nzz.ch, "Kieler Nachrichten" → kn-online.de)? */
function initialsOf(name: string, label: string | null): boolean {
  const initials = letters(name.split(/\s+/).map((w) => w[0] ?? '').join(''));
  return !!label && initials.length >= 2 && label.startsWith(initials);
}

export function pageMetadata(page: ParsedPage, url?: string): PageMetadata {
  const m = (k: string) => page.meta.get(k)?.[0];
  const host = hostLabel(url);
  const { nodes, byId } = collectNodes([...page.jsonLd, ...page.items]);
  const typed = nodes.filter((n) => types(n).some((t) => ARTICLE_TYPE.test(t)));
  const main = typed.find((n) => types(n).some((t) => STRONG_ARTICLE.test(t))) ?? typed.find((n) => typeof n.headline === 'string') ?? typed[0];
  const ordered = main ? [main, ...nodes.filter((n) => n !== main)] : nodes;
  const firstOf = <T>(fn: (n: LdNode) => T | undefined): T | undefined => {
    for (const n of ordered) {
      const v = fn(n);
      if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return v;
    }
    return undefined;
  };

  // — title —
  const rawTitle = page.title;
  // (s9) A heading without a letter or digit ("...", "•••": a blog's title left as dots) heads nothing.
  const h1 = page.headings[0] && /[\p{L}\p{N}]/u.test(page.headings[0]) ? page.headings[0] : undefined;
  const split = rawTitle ? splitTitle(rawTitle) : null;
  const ldHeadline = str(main?.headline) ?? str(main?.name);
  const ldName = str(main?.name);
  const anchors = [rawTitle, h1, m('og:title')].filter((x): x is string => !!x);
  // A JSON-LD headline counts when it agrees with what the page shows (Wikipedia's headline is a Wikidata description).
  const score = (t: string | undefined) => (!t ? -1 : anchors.length === 0 ? 1 : Math.max(...anchors.map((a) => agreement(t, a))));
  const bestLd = score(ldName) > score(ldHeadline) ? ldName : ldHeadline;
  const ldTitle = bestLd && score(bestLd) >= 0.6 ? bestLd : undefined;
  const knownSite = m('og:site_name') ?? namesOf(main?.publisher, byId)[0] ?? m('application-name');
  let tagTitle: string | undefined = rawTitle || undefined;
  let siteFromTitle: string | undefined;
  const isSite = (part: string) => !!knownSite && (sameText(part, knownSite) || agrees(part, knownSite) || letters(knownSite).startsWith(letters(part)) && letters(part).length >= 3) || namesHost(part, host) || (!!siteFromTitle && sameText(part, siteFromTitle));
  // A heading near the top that reads exactly as the title's head ("Headline。" = "Headline") marks the tail as the site's name.
  const bare = (t: string) => t.replace(/[\s。．.!！]+$/u, '');
  const headings = [...(page.h1s ?? []).slice(0, 3), ...page.headings.slice(0, 3)];
  let matchedHeading = split ? headings.find((h) => sameText(bare(h), bare(split.head))) : undefined;
  // "Site » Headline" where the site's logo is the page's first heading: that heading reading as the
  // title's head does not make the head the headline.
  // (s10) "Masthead - Headline" where the page's first h1 is the masthead (a diary's or blog's name,
  // "高木浩光＠自宅の日記") and a later heading, og:title or twitter:title reads as the title's tail (a
  // bullet or mark before it aside: "■ Headline"): the head is the site's name, the tail the headline.
  const unmarked = (t: string) => bare(t.replace(/^[\s■□●○◆◇▲△▼▽★☆►▶※•·*#>|–—-]+/u, ''));
  // (The tail longer than the head: "Headline | Blog Name" with the blog's name as a later heading is the usual order.)
  const mastheadOf = (sp: { head: string; site: string } | null) => !!sp && !!h1 && sameText(sp.head, h1) && significantWords(sp.site).size >= 2 && sp.site.length > sp.head.length
    && [...headings.filter((h) => !sameText(h, h1)), m('og:title'), m('twitter:title')].some((t) => !!t && sameText(unmarked(t), bare(sp.site)));
  const mastheadFirst = mastheadOf(split);
  const siteFirst = !!split && ((isSite(split.head) && !isSite(split.site)) || mastheadFirst);
  // (s15, fresh19) "Headline - Site.com - Corrientes Capital", "Titular | Diario X | Noticias de Y": the site's
  // part (its known name, or the host's) between the headline and a short tail (a tagline, a place, a
  // section): the headline is what stands before it.
  if (!siteFromTitle && rawTitle && rawTitle.length <= 400) {
    for (const sep of TITLE_SEPARATORS) {
      if (WEAK_SEPARATORS.has(sep)) continue;
      const parts = rawTitle.split(sep);
      if (parts.length < 3) continue;
      const at = parts.findIndex((p, i) => i > 0 && i < parts.length - 1 && isSite(p.trim()));
      const tail = at > 0 ? parts.slice(at + 1).join(sep).trim() : '';
      if (at > 0 && tail && tail.split(/\s+/).length <= 6 && !isSite(parts.slice(0, at).join(sep).trim())) {
        tagTitle = parts.slice(0, at).join(sep).trim();
        siteFromTitle = parts[at]!.trim();
        break;
      }
    }
  }
  if (split) {
    const headMatches = (h1 && sameText(split.head, h1)) || (ldTitle && sameText(split.head, ldTitle)) || !!matchedHeading;
    if (isSite(split.site) || (headMatches && !siteFirst)) {
      tagTitle = split.head;
      siteFromTitle = split.site;
    }
  }
  // "Site | Headline": the site's name (known, or the host's) first, the headline after it.
  if (split && !siteFromTitle && ((isSite(split.head) && !isSite(split.site)) || mastheadFirst) && significantWords(split.site).size >= 2) {
    tagTitle = split.site;
    siteFromTitle = split.head;
  }
  // The same with a headline longer than a site's name ("Gregory Szorc's Digital Home | Mercurial's
  // Journey to and Reflections on Python 3"): split at the first separator.
  const lead = !siteFromTitle && rawTitle ? splitFirst(rawTitle) : null;
  if (lead && ((isSite(lead.head) && !isSite(lead.site)) || mastheadOf(lead)) && significantWords(lead.site).size >= 2) {
    tagTitle = lead.site;
    siteFromTitle = lead.head;
  }
  // "Site :: Headline" on a page with no heading for it and no site name in its meta (s9, blind13:
  // table-built portals put the headline in a cell, `<div class="news_title">`): the tail is the
  // headline when it reads exactly as a block of the page and the head does not.
  const cell = !siteFromTitle && !matchedHeading && rawTitle ? splitFirst(rawTitle) : null;
  if (cell && !isSite(cell.site) && significantWords(cell.site).size >= 2) {
    const shown = page.blocks.slice(0, 300);
    if (shown.some((b) => sameText(bare(b), bare(cell.site))) && !shown.some((b) => sameText(bare(b), bare(cell.head)))) {
      tagTitle = cell.site;
      siteFromTitle = cell.head;
    }
  }
  // (s15, fresh20) "Site: Headline" — a short name and a colon right after it ("n+1: Treasure Island",
  // "Scripting News: Tech press misses Google/Amazon name grab", a blog engine's "%blog%: %post%"): the
  // part after the colon is the headline when the page shows it whole as a heading or a block of its own,
  // and the name is not a part of it.
  const colon = !siteFromTitle && !matchedHeading && rawTitle && rawTitle.length <= 400 ? /^([^:：|]{1,40}?)[:：]\s+(\S.*)$/u.exec(rawTitle) : null;
  if (colon && colon[1]!.trim().split(/\s+/).length <= 3 && /[\p{L}\p{N}]/u.test(colon[1]!) && significantWords(colon[2]!).size >= 2 && !/[:：]/u.test(colon[2]!)) {
    const shown = [...headings, ...page.blocks.slice(0, 300)];
    if (shown.some((b) => sameText(bare(b), bare(colon[2]!))) && !shown.some((b) => sameText(bare(b), bare(rawTitle)))) {
      tagTitle = colon[2]!.trim();
      siteFromTitle = colon[1]!.trim();
    }
  }
  if (siteFromTitle && tagTitle && (siteFirst || lead) && matchedHeading && sameText(matchedHeading, siteFromTitle)) {
    matchedHeading = headings.find((h) => sameText(bare(h), bare(tagTitle!)));
  }
  const weakSplit = !siteFromTitle && rawTitle ? splitTitle(rawTitle, true) : null;
  // (s14, fresh18) A tail that still holds an underscore chain ("外媒眼中的武汉长假：蓬勃发展…_新闻中心_长江网_cjn.cn")
  // is the headline's second half and the chain, not a site's name: the colon is the headline's own; the
  // chain is read below.
  if (weakSplit && isSite(weakSplit.site) && !weakSplit.site.includes('_')) {
    tagTitle = weakSplit.head;
    siteFromTitle = weakSplit.site;
  }
  // "Headline_Section_Site", "Headline:Site" (an underscore, or a separator glued to both words, which
  // splitTitle does not split at): a prefix of the <title> ending at one that one of the first headings
  // reads exactly is the headline (not when it is the site's own name), and the last part is the site's.
  // Only a title of real length is searched (a hostile 1 MB "a_a_a…" title must not cost n² work).
  if (!matchedHeading && !siteFromTitle && rawTitle && rawTitle.length <= 400) {
    const wide = [...headings, ...page.headings.slice(3, 6)];
    // (s14, fresh18) The chain's last part an address ("…_新闻中心_长江网_cjn.cn"): the site's name is the part before it.
    const tailParts = rawTitle.split(/[|｜:_]/u).map((x) => x.trim());
    const addressLast = tailParts.length > 2 && ADDRESS.test(tailParts[tailParts.length - 1]);
    const last = addressLast ? tailParts[tailParts.length - 2] : rawTitle.slice(Math.max(0, rawTitle.search(/[^|｜:_]+$/u))).trim();
    for (const sep of rawTitle.matchAll(/\s*_\s*|(?<=\S)[|｜:](?=\S)/gu)) {
      const prefix = rawTitle.slice(0, sep.index).trim();
      if (prefix.length < 6 || isSite(prefix)) continue;
      const hit = wide.find((h) => sameText(bare(h), bare(prefix)));
      if (!hit) continue;
      matchedHeading = hit;
      tagTitle = prefix;
      if (last && last !== rawTitle && last.length <= 60 && last.split(/\s+/).length <= 6) siteFromTitle = last;
      break;
    }
  }
  // "SONNENENERGIE: Der WindRebell": the site's name, a colon and the headline, which one of the first
  // headings reads exactly (a colon also opens headlines: "Report: …", so the heading must confirm it).
  const siteColon = !matchedHeading && !siteFromTitle && rawTitle ? /^([^:：|]{2,40}?)\s*[:：]\s+(.{3,})$/u.exec(rawTitle) : null;
  if (siteColon && isSite(siteColon[1]!) && !isSite(siteColon[2]!)) {
    // (s10) or og:title / twitter:title reads exactly as the headline ("RogerBW's Blog: Advent of Code
    // 2025 week 2" with og:title "Advent of Code 2025 week 2", the blog's name as its first h1).
    const hit = headings.find((h) => sameText(bare(h), bare(siteColon[2]!))) ?? [m('og:title'), m('twitter:title')].find((t) => !!t && sameText(bare(t), bare(siteColon[2]!)));
    if (hit) {
      matchedHeading = hit;
      tagTitle = siteColon[2]!;
      siteFromTitle = siteColon[1]!;
    }
  }
  // (s9) "武汉的声音：…英雄的城！-新华网", "标题_频道_央视网": a CJK headline with the site's name (and a
  // channel) glued on after an unspaced "-", "_" or "|" — short runs of CJK characters only after a
  // headline of 8+ CJK characters. The last run is the site's name.
  const cjkTail = !siteFromTitle && rawTitle && rawTitle.length <= 400 ? CJK_SITE_TAIL.exec(rawTitle) : null;
  // (s14, fresh18) Also with a space before the dash only ("…扩大内需战略 -中新网").
  if (cjkTail && (cjkTail[1]!.match(CJK_CHARS_G) ?? []).length >= 8 && !/[-_|—–]\s*$/u.test(cjkTail[1]!)) {
    tagTitle = cjkTail[1]!.trim();
    siteFromTitle = cjkTail[2]!.split(/[-_|—–]+/u).map((x) => x.trim()).filter((x) => x).pop();
  }
  const titleHead = tagTitle; // the <title> less its site part, before the h1 below trims it further
  // "Headline | Section | Site": the page's own headline (h1) opens the title, the rest is the site's.
  if (h1 && tagTitle && tagTitle.length > h1.length && foldWhitespace(tagTitle).toLowerCase().startsWith(h1.toLowerCase())) {
    const rest = tagTitle.slice(h1.length).trimStart();
    if (/^[|\-–—:·•«»｜：_(（]/.test(rest) || /^\(Published \d{4}\)$/i.test(rest)) tagTitle = h1;
  }
  // An og:title cut where the headline quotes a word (content="… de "incapacitado"" ends the attribute
  // at the quote): the <title> that goes on with the quote is the whole headline.
  const cutAtQuote = (t: string | undefined) => !!t && !!rawTitle && rawTitle.length > t.length && rawTitle.startsWith(t) && /^\s*["“„«]/.test(rawTitle.slice(t.length));
  const ogTitle = cutAtQuote(m('og:title')) ? rawTitle : m('og:title');
  // An og:title that is the <title> verbatim is read as the <title> was: less its site part, or (s10)
  // less the section and site parts after the page's own h1 ("Headline | host | Tagline").
  const cleanOg = ogTitle && sameText(ogTitle, rawTitle) && (siteFromTitle || (tagTitle && tagTitle !== rawTitle && !!h1 && sameText(tagTitle, h1))) ? tagTitle : ogTitle;
  // og:title is often a social-media headline: when it disagrees with what the page shows (<title> and h1 agree), the page wins.
  const shown = tagTitle && h1 && agrees(tagTitle, h1) ? tagTitle : undefined;
  const social = (t: string | undefined) => (t && shown && agreement(t, shown) < 0.5 ? undefined : t);
  // The headline the page shows (its first h1 outside furniture) is what a reader cites; og:title and
  // <title> are often social or search variants of it. It wins when it reads as a headline (3+
  // words), is not the site's name, and shares some words with the other titles.
  // Looking past h1s that do not read as this page's headline (a logo or site name before it:
  // "lifehacker", "てくろぐ"), the first that does. A short one (under 3 words) reads as one when the
  // <title> reads the same: two of the page's own sources agree.
  const others = [rawTitle, m("og:title"), ldHeadline].filter((x): x is string => !!x);
  const related = (t: string) => others.length === 0 || others.some((a) => agreement(t, a) >= HEADLINE_AGREE);
  const readsAsHeadline = (v: string) => (significantWords(v).size >= 3 || /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{6}/.test(v) || sameText(v, titleHead) || sameText(v, rawTitle)) && related(v);
  const firstVisible = (page.h1s ?? []).find(readsAsHeadline);
  // A section label read as the headline only because the <title> reads the same ("News" / "News -
  // Eawag"), above the story's own h1 that og:title or the structured headline confirm: the story's h1.
  const storyH1 = firstVisible && significantWords(firstVisible).size < 3
    ? (page.h1s ?? []).find((h) => h !== firstVisible && significantWords(h).size >= 3 && [m('og:title'), m('twitter:title'), ldHeadline].some((o) => !!o && agrees(h, o)))
    : undefined;
  // (s9) A first h1 that no other title of the page reads (a publication's banner — "Personal Finance
  // Economics" over a newsletter post, "Rams News | Los Angeles Rams - therams.com" —, a pull quote set
  // as h1) while another heading near the top reads exactly as two of the page's titles (the <title>
  // less its site part, og:title, twitter:title, the structured headline, each less a site tail): that
  // heading is the story's headline.
  const confirmedBy = (h: string) => [titleHead, stripSite(m('og:title') ?? null, isSite), stripSite(m('twitter:title') ?? null, isSite), ldHeadline]
    .filter((t) => !!t && sameText(bare(h), bare(t))).length;
  const confirmedHeading = firstVisible && !storyH1 && confirmedBy(firstVisible) === 0
    ? [...(page.h1s ?? []), ...page.headings.slice(0, 6)].find((h) => h !== firstVisible && significantWords(h).size >= 2 && confirmedBy(h) >= 2)
    : undefined;
  const visible = storyH1 ?? confirmedHeading ?? firstVisible;
  const settled = visible && !isSite(visible)
    ? settleHeadline(visible, [ldHeadline, ogTitle && !sameText(ogTitle, rawTitle) ? ogTitle : undefined, tagTitle !== rawTitle ? tagTitle : undefined]) : undefined;
  // A kicker glued to the h1 without a separator ("Tunesien Große Aufgaben für die neue Regierung")
  // where the page's other titles give the headline alone.
  // The h1 holding two of the page's titles, the search title as a kicker and then the headline
  // ("Adblue nachfüllen: wo kaufen; Preis So wird Adblue richtig angewendet" = the <title>'s head + the
  // structured headline): the headline.
  const pair = settled && [ldHeadline, ogTitle, titleHead].find((t) => {
    if (!t || significantWords(t).size < 3) return false;
    const v = foldWhitespace(settled);
    const h = foldWhitespace(t);
    if (v.length <= h.length + 1 || !v.endsWith(` ${h}`)) return false;
    const kicker = v.slice(0, v.length - h.length - 1);
    return significantWords(kicker).size >= 3 && [rawTitle, titleHead, m('og:title'), m('twitter:title'), ldHeadline].some((o) => o !== t && sameText(o, kicker));
  });
  const glued = settled && (pair ?? [ogTitle, titleHead, ldHeadline].map((t) => (t ? gluedKicker(settled, t) : null)).find((t) => !!t)
    ?? [ogTitle, titleHead, ldHeadline].map((t) => (t ? unspacedKicker(settled, t) : null)).find((t) => !!t) ?? settled);
  // The h1 with a subtitle or dateline glued after it ("Fish Cakes, Hot and Fresh Welcome to …",
  // "… der Region 02.02.2022 • Verband , Presse") where two other titles of the page give the headline alone.
  const titleSources = [rawTitle, titleHead, m('og:title'), m('twitter:title'), ldHeadline].filter((x): x is string => !!x);
  const headline = glued && (titleSources.find((t) => { const g = gluedTail(glued, t); return g === 'date' || (g === 'line' && titleSources.filter((o) => sameText(o, t)).length >= 2); }) ?? glued);
  // (s9) The h1 = another title of the page + the site's name glued on ("… la InfantaUltima Hora
  // Mallorca": a logo span inside the h1) or after a separator, or + " | " an address ("… | FASSETTE.NET",
  // a former domain left in the template): the other title.
  const siteNamed = (part: string) => [knownSite, siteFromTitle].some((n) => sameText(part, n)) || (!!host && letters(part) === host);
  const siteless = headline && withoutSiteTail(headline, [ogTitle, m('twitter:title'), ldHeadline, titleHead], isSite, siteNamed);
  // (s9) A candidate without a letter or digit ("...", "|") is no title: the next source speaks.
  const worded = (v: string | undefined) => (v && /[\p{L}\p{N}]/u.test(v) ? v : undefined);
  // (s10) A structured name or headline that is another title of the page with a tail after a
  // separator (a microdata name = the <title>, "Headline | Boxen - Alle News, Tickets …"): that title.
  const lessTail = (v: string | undefined) => {
    if (!v) return v;
    const f = foldWhitespace(v).toLowerCase();
    const o = [m('og:title'), m('twitter:title'), ...headings.slice(0, 3)].find((t) => !!t && significantWords(t).size >= 3 && f.length > t.length + 2 && f.startsWith(foldWhitespace(t).toLowerCase())
      && /^\s+[|–—·•«»｜-]\s/u.test(f.slice(foldWhitespace(t).length)) && f.slice(foldWhitespace(t).length).split(/\s+/).length <= 14);
    return o ?? v;
  };
  const fullTitle = withoutFieldLabel(withoutLeadingDate(withoutPageNumber(stripSite(first(...[siteless ?? matchedHeading, lessTail(ldTitle), social(cleanOg), m('citation_title'), m('dc.title'), m('dcterms.title'), cutAtQuote(m('twitter:title')) ? undefined : social(m('twitter:title')), tagTitle, h1].map(worded)), isSite))));
  // (s10) "Headline | District", "Headline | Opinion": a tail that names one of the site's sections (the
  // text of a link to a one-segment path, or the article's declared section) is the section's label,
  // not the headline's words.
  const sectionNames = [...(page.sectionLinks ?? []), m('article:section'), str(main?.articleSection)].filter((x): x is string => !!x);
  const sectionTail = fullTitle && fullTitle.length <= 400 ? /^(.{8,}?)\s+[|–—·-]\s+([^|–—·]{2,40})$/u.exec(fullTitle) : null;
  // (s13, fresh16) Or a generic section word ("Kris Humphries Avoids Kim Talk On GMA | Entertainment" as
  // the h1 itself, "Merkel tritt zurück | Politik").
  const sectioned = sectionTail && significantWords(sectionTail[1]!).size >= 3 && (sectionNames.some((n) => sameText(n, sectionTail[2]!.trim())) || SECTION_WORD.test(sectionTail[2]!.trim())) ? sectionTail[1]!.trim() : fullTitle;
  // (s13) "Blog name: Post title", "Site » Post title", "Post title - Blog name | Section": the title kept so
  // far (or the <title>, when that title is only the masthead) holds, whole, a heading the page shows
  // (h1–h3, 3+ significant words), with names before or after it behind a separator that the page shows
  // as its own — a masthead, a heading or block of their own, a section link, the copyright line's holder,
  // the site's known name or host: the heading is the headline. ("Review: Film Title" keeps its kicker:
  // "Review" is no name the page shows alone.)
  const shownAffix = (a: string) => a.split(/\s+/).length <= 7 && (isSite(a) || (!!host && letters(a) === host) || sectionNames.some((n) => sameText(n, a))
    || [...(page.h1s ?? []), ...page.headings].some((h) => sameText(h, a)) || page.blocks.some((b) => sameText(b, a) || (b.length <= 200 && /©|\(c\)|copyright/i.test(b) && foldWhitespace(b).toLowerCase().includes(foldWhitespace(a).toLowerCase()))));
  // The heading is not the site's own name (a masthead h1 "nutty nomads blog" in "Post - nutty nomads blog").
  const shownHeadings = [...(page.h1s ?? []), ...page.headings].filter((h) => !isSite(h) && !(!!host && letters(h) === host));
  // A name before the heading behind a dash or a bar is the site's only when the page names the site so
  // ("Headline – Subtitle – Medium": the headline h1 before its subtitle h2 is no name); a blog's name before
  // ": " or " » " may be any name the page shows on its own — but not another title of the page (og:title,
  // twitter:title, the structured headline).
  const siteAffix = (a: string) => isSite(a) || (!!host && letters(a) === host) || sectionNames.some((n) => sameText(n, a));
  const otherTitles = [m('og:title'), m('twitter:title'), ldHeadline];
  const prefixAffix = (a: string, sep: string) => !otherTitles.some((t) => sameText(t, a)) && (siteAffix(a) || (/^(?::|»)$/.test(sep) && shownAffix(a)));
  const inSettled = headingInTitle(sectioned, shownHeadings, shownAffix, prefixAffix);
  const inRaw = inSettled ? undefined : headingInTitle(rawTitle ?? null, shownHeadings, shownAffix, prefixAffix);
  // From the <title> only when the title kept so far is nothing, the <title> itself, or the masthead's name
  // before the heading ("Inside Google Desktop" of "Inside Google Desktop: Featured gadget …"); never over a
  // title that is the part after it ("Blog name - Post title": the post's title is already the headline).
  const titleInTitle = inSettled?.heading ?? (inRaw && (!sectioned || sameText(sectioned, rawTitle ?? undefined) || (!!inRaw.before && sameText(inRaw.before, sectioned))) ? inRaw.heading : sectioned);
  // (s13, fresh16) The page's headline as one whole part of its <title>: a heading near the top (not the
  // first h1) that the <title> holds between its separators ("Headline - Blog Name: Tagline - Site",
  // "Blog Name: Headline", "News Releases - Headline - Senator X", "Headline by Author"), where what was
  // read above is the whole <title>, a heading the <title> does not hold (a blog's masthead h1 "The
  // Huddle: The latest word on NFL news", a story stream's "2011 NFL coaching changes"), or a shorter
  // part of it (the masthead "The Brain Dump", "United States Senator Patty Murray"). Not where
  // og:title, twitter:title or the structured headline name what was read, nor against one of them.
  const heads = [...(page.h1s ?? []), ...page.headings.slice(0, 6)];
  const social3 = [m('og:title'), m('twitter:title'), ldHeadline].filter((x): x is string => !!x);
  const readInTitle = !!sectioned && !!rawTitle && wholePartOf(sectioned, rawTitle);
  // A shorter part read is a masthead only where the site shows it so: the text of a link to the site's
  // home ("The Brain Dump"), or the <title>'s last part, where sites put their names ("… - United States
  // Senator Patty Murray"). A headline's first part with its subtitle after it ("Vom Boden aus gedacht -
  // Ann Cotten verwebt …", both as headings) stays the headline.
  const mastheadRead = readInTitle && (!!page.homeLinks?.some((l) => sameText(l.text, sectioned))
    || (foldWhitespace(rawTitle!).toLowerCase().endsWith(foldWhitespace(sectioned!).toLowerCase()) && !sameText(sectioned, rawTitle)));
  // An h1 that shows the whole <title> is the page's headline as the page shows it ("Kritik: Der neue Film …"
  // over an h2 of its second part).
  const shownWhole = !!sectioned && sameText(sectioned, rawTitle ?? undefined) && (page.h1s ?? []).some((h) => sameText(h, sectioned));
  const partHeading = titleInTitle === sectioned && sectioned && rawTitle && rawTitle.length <= 400 && !social3.some((o) => agrees(o, sectioned))
    ? heads.find((h) => !sameText(h, sectioned) && !sameText(h, rawTitle) && !foldWhitespace(h).toLowerCase().includes(foldWhitespace(sectioned).toLowerCase()) && significantWords(h).size >= 3 && !sameText(h, knownSite) && !sameText(h, siteFromTitle) && letters(h) !== host && wholePartOf(h, rawTitle)
      && (!readInTitle || (sameText(sectioned, rawTitle) && !shownWhole) || (mastheadRead && significantWords(h).size > significantWords(sectioned).size))
      && social3.every((o) => agrees(h, o)))
    : undefined;
  // The two readings of a heading inside the <title> (fresh15's and fresh16's, s13) answer different
  // shapes; where the first changed nothing, the second may.
  const read = titleInTitle !== sectioned ? titleInTitle : partHeading ?? sectioned;
  // (s14, fresh17) A social post's window title ("(4) Heinrich on X: "obsidian + claude code 101" / X",
  // "Jack on Twitter: "just setting up my twttr"", "Ana auf X: „…“ / X", "NASA on Instagram: "…""): the
  // post's words are its title, the poster its author (below, when nothing else names one).
  // Only on the platform's own pages (its host, or its name as the site's): a news headline "Musk on X: …" stays whole.
  const post = socialPost(rawTitle, url, knownSite) ?? socialPost(read, url, knownSite);
  const title = post ? post.text : read;

  // — publisher —
  // "Fandom powered by Wikia", "Forum – Powered by Discourse": the platform is not the publisher.
  const ogSite = m('og:site_name')?.replace(/\s*[-–—|,]?\s+powered by\s+.+$/i, '') || undefined;
  // og:site_name naming a section ("U.S.", "Security") while the <title>'s site part names this host
  // ("… | Reuters", "… | heise online"): two sources agree on the site, the section is not its name.
  const sectionOnly = !!ogSite && !!siteFromTitle && namesHost(siteFromTitle, host) && !namesHost(ogSite, host) && !agrees(ogSite, siteFromTitle)
    && ogSite.split(/\s+/).length <= 2 && !initialsOf(ogSite, host); // "Kieler Nachrichten" on kn-online.de is the name
  // (s10) Nor is a generic word ("Magazine", "News", "Blog": og:site_name left at a section's label) a site's name.
  const siteName = sectionOnly || (!!ogSite && (HOME_WORDS.test(ogSite) || SECTION_WORD.test(ogSite))) ? undefined : ogSite;
  // "Aktuálně.cz - Víte, co se právě děje", an application-name "Yahoo News - Latest News & Headlines": a name and a tagline.
  const withoutTagline = (v: string | undefined) => {
    // (s9) "Israel Nachrichten – Chadashoth Israel – חדשות ישראל": a name followed by the same name in other
    // languages or scripts (or by a tagline); the first part, when it alone spells the host's label, is
    // the name. (A sub-brand before its house, "Radiolab Podcasts | WNYC Studios", names itself whole.)
    const parts = v && host ? v.split(/\s+[|–—-]\s+/u) : [];
    if (parts.length >= 2 && letters(parts[0]!) === host && parts.slice(1).every((p) => letters(p) !== host)) return parts[0];
    const split = v ? splitTitle(v) : null;
    if (split && ((siteFromTitle && sameText(split.head, siteFromTitle)) || namesHost(split.head, host) || split.site.split(/\s+/).length >= 3 || split.site.length > split.head.length)) return split.head;
    // (s11) "Absolute Blog | The Leader in Endpoint Visibility and Control" (a tagline longer than a
    // title's site part may be), "Aleteia : un regard chrétien sur l'actualité…" (a colon before it): a
    // short name, then a phrase of four words or more with a lower-case word in it, is the name.
    const tag = v && v.length <= 200 ? NAME_TAGLINE.exec(v) : null;
    if (tag && tag[1]!.trim().split(/\s+/).length <= 4 && !HOME_WORDS.test(tag[1]!.trim()) && !SECTION_WORD.test(tag[1]!.trim())
      && tag[2]!.split(/\s+/).length >= 4 && /(?:^|\s)\p{Ll}/u.test(tag[2]!)) return tag[1]!.trim();
    // (s11) "SEO Blog by Ahrefs", "Le blog tech par Dupont" on ahrefs.com, dupont.fr: a section of the
    // site "by" the house whose name the host spells; the house is the publisher.
    const house = v && v.length <= 120 ? SUB_BRAND_BY.exec(v) : null;
    if (house && host && letters(house[1]!) === host) return house[1]!.trim();
    return v;
  };
  const ldPublisher = namesOf(firstOf((n) => (n === main || types(n).some((t) => STRONG_ARTICLE.test(t)) ? n.publisher : undefined)), byId)[0];
  // The journal the article is part of ("isPartOf": {"@type": "Periodical", "name": "Nature"}) is what a
  // citation names, before the company behind it (publisher "Nature Publishing Group UK", "Elsevier B.V.").
  const journal = namesOf(firstOf((n) => {
    if (n !== main) return undefined;
    const part = resolve(n.isPartOf, byId);
    return part && typeof part === 'object' && !Array.isArray(part) && types(part as LdNode).some((t) => /^(Periodical|PublicationVolume|PublicationIssue)$/.test(t))
      ? (types(part as LdNode).includes('Periodical') ? (part as LdNode).name : resolve((part as LdNode).isPartOf, byId) && ((resolve((part as LdNode).isPartOf, byId) as LdNode).name)) : undefined;
  }), byId)[0];
  const orgNames = nodes.filter((n) => types(n).some((t) => ORG_TYPE.test(t))).flatMap((n) => namesOf(n.name, byId));
  // A site-name field holding the page's own headline (MSN's syndicated pages set application-name to
  // it) names the article, not the site.
  // (The headline read above, not the raw <title>: a <title> that is the site's name alone names the site.)
  const ownTitle = (v: string | undefined) => !!v && sameText(title ?? undefined, v);
  // (s10) A publication hosted on a platform (a Medium publication, a newsletter on a hosted service):
  // og:site_name names the platform ("Medium"), the article's own publisher node names the
  // publication ("Debugger"), and the <title> names the publication as its site part ("… | Debugger",
  // "… | webpack | Medium": before the platform, if the platform is there at all); the host is the
  // platform's (medium.com, debugger.medium.com), not the publication's — the publication is what a
  // careful reader cites.
  const titleParts = rawTitle && rawTitle.length <= 400 ? rawTitle.split(/\s+[|–—·-]\s+/u).map((x) => x.trim()) : [];
  const partAt = (name: string | undefined) => (name ? titleParts.findIndex((x, i) => i > 0 && sameText(x, name)) : -1);
  const hosted = !!ldPublisher && !!siteName && !agrees(ldPublisher, siteName) && namesHost(siteName, host) && !namesHost(ldPublisher, host) && partAt(ldPublisher) > 0 && (partAt(siteName) < 0 || partAt(siteName) > partAt(ldPublisher));
  const siteNames = [
    hosted ? undefined : withoutTagline(siteName),
    journal,
    ldPublisher,
    m('citation_journal_title'), m('citation_publisher'), m('citation_conference_title'), m('dc.publisher'), m('dcterms.publisher'),
    // (s13, fresh16) A title's last part that is a newspaper section ("… - Europe", "… | Media", "… | Politik")
    // is the desk the piece is filed under, not the site.
    siteFromTitle && SECTION_WORD.test(siteFromTitle.trim()) ? undefined : withoutLegalForm(siteFromTitle ?? null) ?? undefined, withoutTagline(m('application-name')), namesOf(firstOf((n) => n.publisher), byId)[0],
    m('publisher'), // a plain <meta name="publisher">, after every more specific source
  ].map((v) => (v && !/^https?:\/\//i.test(v.trim()) && !ownTitle(v) ? v : undefined)); // a URL ("https://www.example.at") is an address, not a name
  const declared = [ldPublisher, m('citation_publisher'), m('dc.publisher'), m('dcterms.publisher'), m('publisher'), namesOf(firstOf((n) => n.publisher), byId)[0]]; // the publisher itself, not a copyright holder or provider
  const publisher = oneScript(bareName(betterSpelling(first(...siteNames), [...siteNames, ...orgNames], declared)
    ?? hostSpelling(page, host, [siteFromTitle, ...orgNames, m('application-name'), m('twitter:site')?.replace(/^@/, '')])), !!rawTitle && CJK_CHAR.test(rawTitle));
  // Organisations the page names (its publisher, site, any organisation, site, brand or product node): a name among them is not an author.
  // A node typed both Person and Organization (a personal site's schema: ["Person", "Organization"]) is
  // a person: its name may be the writer's.
  const orgOnlyNames = nodes.filter((n) => types(n).some((t) => ORG_TYPE.test(t)) && !types(n).includes('Person')).flatMap((n) => namesOf(n.name, byId));
  const orgs = [publisher, knownSite, siteFromTitle, ...orgOnlyNames]
    .filter((x): x is string => !!x).map(nameKey).filter((x) => x.length >= 2);
  // A name with a legal form ("Hanns-Seidel-Stiftung e.V.", "Acme Media GmbH", "Foo, Inc.") is an organisation.
  // A personal site named after its owner ("Daniel Lemire's blog", "Gregory Szorc's Digital Home"):
  // the owner is a person, even where the host spells the name (lemire.me, gregoryszorc.com).
  const owner = [ogSite, siteFromTitle].map((v) => v && OWNER_SITE.exec(v)?.[1]).find((v) => !!v && nameLike(v));
  // An organisation the page names, by its whole name ("Morgan & Morgan"), before a field is split into people.
  const isOrg = (n: string) => orgs.includes(nameKey(n)) && !(!!owner && nameKey(n) === nameKey(owner));
  // (s14, fresh18) A Chinese outlet's name ("新京报", "证券时报网", "央视新闻客户端": a paper, site, agency or app) in an
  // author tag is the story's source, not its writer.
  const notOrg = (n: string) => (!!owner && nameKey(n) === nameKey(owner)) || (!orgs.includes(nameKey(n)) && !namesHost(n, host) && !LEGAL_FORM.test(n) && !CJK_OUTLET.test(n));

  // — author —
  // A meta author may list several people ("Jane Doe, John Roe" / "A and B"); a name with a comma after a surname is rare there.
  // An organisation's whole name is tested before it is split into people: "Morgan & Morgan" (the
  // publisher, as JSON-LD author) is not two people called Morgan.
  // (s13, fresh16) A tag holding the writer's name with the site's after it, the byline's separator lost
  // ("Tom Harvey The Salt Lake Tribune" for "By TOM HARVEY | The Salt Lake Tribune", "Anna Roth
  // Süddeutsche Zeitung"): the name.
  const siteTails = [publisher, knownSite, siteFromTitle, ogSite].filter((x): x is string => !!x && x.trim().length >= 3);
  const lessSiteTail = (v: string | null) => {
    if (!v) return v;
    const f = foldWhitespace(v);
    // (A site named after a person, "Anisse Astier" on astier.example, is not a name and a site: the tail
    // and the name left must be two words or more each.)
    const tail = siteTails.find((t) => f.length > t.trim().length + 3 && f.toLowerCase().endsWith(` ${foldWhitespace(t).toLowerCase()}`)
      && foldWhitespace(t).split(' ').length >= 2 && f.slice(0, f.length - foldWhitespace(t).length).trim().split(/\s+/).length >= 2);
    return tail ? f.slice(0, f.length - foldWhitespace(tail).length).replace(/[\s|,·•–—-]+$/u, '') : v;
  };
  const metaNames = (k: string, keep = notOrg) => (page.meta.get(k) ?? []).map(cleanName).map(lessSiteTail).filter((v): v is string => v !== null && (keep !== notOrg || !isOrg(v))).flatMap(splitPeople).filter(keep);
  const ldAuthors = namesOf(firstOf((n) => (n === main ? n.author ?? n.creator : undefined)), byId).filter((v) => !isOrg(v)).flatMap(splitPeople).filter(notOrg);
  const anyLdAuthors = ldAuthors.length ? ldAuthors : namesOf(firstOf((n) => (types(n).some((t) => STRONG_ARTICLE.test(t)) ? n.author : undefined)), byId).filter((v) => !isOrg(v)).flatMap(splitPeople).filter(notOrg);
  // Bylines: marked elements and author-page links, else a short "By Jane Doe" line near the headline.
  // (s10) An author's picture beside the headline whose alt text the next line repeats (a face and a
  // name: `<img class="avatar" alt="Horea Matei">` | "Horea Matei" | "Created on Jul 11, 2025"): a byline.
  const nearTitle = nearHeadline(page, title);
  // The picture's own credit line ("© Kathrin Führes") shows the name too.
  // Only the first such picture: the next ones are a credit's or a commenter's.
  const avatarLines = (page.avatarAlts ?? []).filter((a) => nearTitle.some((b) => sameText(b.replace(/^(?:©|\(c\)|foto:|bild:|photo:)\s*/i, ''), a))).slice(0, 1).map((a) => `By ${a}`);
  // (s14, fresh18) A Chinese credit line by the headline or in the lead ("（记者 裴剑飞）") first: a marked
  // .author element on such pages is as often a sidebar's blogger list.
  const cjkLines = nearTitle.map(cjkCredit).filter((l): l is string => !!l).slice(0, 2);
  const bylineLines = [...cjkLines, ...page.bylines, ...byLines(page, title), ...avatarLines];
  // A marked byline element (rel=author, .author) holding one login handle ("surfguard", "freeman1984",
  // "oz"): the name the writer goes by on that site, when no byline spells a name.
  const handleOf = (b: string) => (/^[\p{L}\d][\p{L}\d._-]{1,29}$/u.test(b) && /\p{L}/u.test(b) && !PLACEHOLDER.test(b) && !SECTION_WORD.test(b) && !NOT_A_NAME.test(b.replace(/\d+/g, '')) && !NOT_A_PERSON.test(b) && !UI_WORDS.test(b) && /[\p{Ll}\d]/u.test(b) ? [b] : []);
  const lineNames = bylineLines.map((b) => namesFromByline(b).filter(notOrg));
  let bylineNames = lineNames.find((names) => names.length > 0)
    ?? page.bylines.map((b) => handleOf(b.trim()).filter(notOrg)).find((names) => names.length > 0)
    // A by-word line naming a login handle ("von Marianne1 am 20.09.2020", "by jsmith_22 on May 4"): the handle.
    ?? bylineLines.map((b) => handleOf(byHandle(b)).filter(notOrg)).find((names) => names.length > 0) ?? [];
  // A first name alone in a marked byline ("Nils") where another byline line spells it in full ("Eine
  // Kolumne von Nils Pickert"): the full name, as readers see it.
  const alone = bylineNames.length === 1 && !/\s/.test(bylineNames[0]!) ? bylineNames[0]! : null;
  const fuller = alone && lineNames.flat().find((n) => n.split(/\s+/).length >= 2 && n.split(/\s+/).some((w) => nameKey(w) === nameKey(alone)));
  if (fuller) bylineNames = [fuller];
  // The byline names only an organisation (the site itself, a desk with its name: "Teufel Blog
  // Redaktion", "Limespacer"): that is who the page says wrote it, when no person is named anywhere.
  const bylineOrg = bylineNames.length ? [] : page.bylines.map((b) => namesFromByline(b)).find((names) => names.length > 0) ?? [];
  const cardKeys = [1, 2, 3, 4].filter((i) => WRITTEN_BY_CARD.test(m(`twitter:label${i}`)?.trim() ?? '')).map((i) => `twitter:data${i}`);
  const sources = [
    metaNames('author'), metaNames('article:author'), metaNames('og:article:author'), metaNames('citation_author'), anyLdAuthors,
    metaNames('dc.creator'), metaNames('dcterms.creator'), metaNames('parsely-author'), metaNames('sailthru.author'),
    // Other tags naming the writer: a CMS or analytics prefix ("cXenseParse:author"), or "writer".
    ...[...page.meta.keys()].filter((k) => AUTHOR_KEY.test(k) && !READ_AUTHOR_KEYS.has(k)).map((k) => metaNames(k)),
  ].map((l) => l.filter((n) => !DESK.test(n) || bylineNames.length === 0)); // "Us Weekly Staff" gives way to a byline naming a person
  // (s15, fresh20) A site-wide author tag that holds the site's own name — the company its publisher or
  // copyright tag names ("Behance" beside `<meta name="publisher" content="Behance">`, "2010, Behance LLC")
  // or a value no person's name is spelled like ("n+1") — gives way to a visible byline naming a person
  // ("by Jocelyn K. Glei", "Richard Beck").
  // (A name-shaped byline only: a comment handle with brackets, "微软小冰[网易北京手机网友]", names no writer.)
  const unlikeName = (n: string) => /[^\p{L}\p{M}\s.'’‘\p{Pd}]/u.test(n);
  if (bylineNames.some((n) => !unlikeName(n))) {
    const houseKeys = new Set([m('publisher'), m('dc.publisher'), m('dcterms.publisher'), copyrightHolder(m('copyright'))].filter((x): x is string => !!x).map(nameKey).filter((k) => k.length >= 2));
    sources.forEach((l, i) => { sources[i] = l.filter((n) => !houseKeys.has(nameKey(n)) && !unlikeName(n)); });
  }
  // The source the visible byline agrees with wins; else the one naming the most authors.
  const seen = new Set(bylineNames.map(nameKey));
  // (s14, fresh18) A tag holding the name and its agency or desk after a bar ("Meg Kinnard | Associated Press",
  // "Ana Ruiz | Redacción") where the visible byline names the person: the person, as the byline shows.
  const bylineKeys = bylineLines.map(nameKey);
  for (const l of sources) {
    l.forEach((n, i) => {
      const head = /^(.{2,60}?)\s+[|｜]\s+\S/u.exec(n)?.[1];
      if (head && nameLike(head) && (seen.has(nameKey(head)) || bylineKeys.some((b) => b.includes(nameKey(head))))) l[i] = head;
    });
  }
  const confirmed = sources.find((l) => l.some((n) => seen.has(nameKey(n))));
  // When every named author is also the site's name (a personal blog, "Contributors to Wikimedia projects"), the site is the author.
  const fromMeta = (confirmed ? mostAuthors([confirmed]) : mostAuthors(sources))
    ?? (bylineNames.length === 0 ? mostAuthors([metaNames('author', () => true), metaNames('dc.creator', () => true), namesOf(firstOf((n) => (n === main ? n.author ?? n.creator : undefined)), byId),
      ...[...page.meta.keys()].filter((k) => AUTHOR_KEY.test(k) && !READ_AUTHOR_KEYS.has(k)).map((k) => metaNames(k, () => true))]) : null);
  // A handle ("devindra", "link78") or a first name alone ("Todd") in a structured source gives way to
  // the byline's full name ("Devindra Hardawar", "Todd Bates"): the same writer, as readers see the name.
  const single = fromMeta !== null && !/\s/.test(fromMeta) && !fromMeta.includes(AUTHOR_SEPARATOR.trim());
  // A login handle with a dot or underscore ("andrew.keaveney", "j_smith": the account that posted it) gives way
  // to a byline naming someone else in full: the writer readers see credited.
  const handle = single && (/^[\p{Ll}\d._-]+$/u.test(fromMeta!) && bylineNames.some((n) => letters(n).includes(letters(fromMeta!)) || ((/\d|[._]/.test(fromMeta!)) && /\s/.test(n)))
    || bylineNames.some((n) => n.split(/\s+/).length >= 2 && n.split(/\s+/).some((w) => nameKey(w) === nameKey(fromMeta!))));
  // Nobody named: on a personal site, its owner wrote it; else the organisation the byline names.
  // (s10) An SEO plugin's reading card ("Written by" | "Karoline Herr") names the account that posted the
  // page (an editor may post a contributor's piece): it speaks when no tag and no visible byline does.
  const card = cardKeys.length && bylineNames.length === 0 ? mostAuthors(cardKeys.map((k) => metaNames(k))) : null;
  const found = (handle ? null : fromMeta) ?? mostAuthors([bylineNames.slice(0, 4)]) ?? card ?? owner ?? post?.name ?? mostAuthors([bylineOrg.slice(0, 4)]) ?? null;
  const author = found && spelledHandle(found, page.text);

  // — date —
  const clock: Array<{ date: string; minutes: number }> = [];
  const shownUpdates: string[] = [];
  const shownDates = visibleDates(page, title, clock, shownUpdates);
  const candidates = [
    m('article:published_time'), m('og:article:published_time'), str(firstOf((n) => (n === main ? n.datePublished ?? n.dateCreated : undefined))), m('citation_publication_date'),
    m('citation_date'), m('citation_online_date'), m('dc.date'), m('dc.date.issued'), m('dcterms.issued'), m('dcterms.created'), m('date'), m('pubdate'),
    m('publish-date'), m('parsely-pub-date'), m('sailthru.date'), m('og:published_time'), m('datepublished'),
    str(firstOf((n) => n.datePublished)), str(firstOf((n) => n.dateCreated ?? n.uploadDate)), ...page.times,
    // Other meta tags that say when it was published ("og:article:published_time", "publish_date", "DC.date.created"…).
    ...[...page.meta.entries()].filter(([k]) => PUBLISHED_KEY.test(k) && !/modif|updat/i.test(k)).map(([, v]) => v[0]),
    ...shownDates,
    // DCMI terms' `dcterms.date` is any date of the resource (often its last edit): after the dates the
    // page shows (s13, lead: a German agency stamps its edit day there, the page shows the publication day).
    m('dcterms.date'),
    urlDate(url),
    ...labelledDates(page, author),
    ...(page.timesAside ?? []), // related stories' and comments' dates: only when nothing else dates the page
  ];
  let published: string | null = null;
  let publishedFrom: string | undefined;
  for (const c of candidates) {
    if (!c) continue;
    publishedFrom = c;
    published = normalizePublicationDate(c) ?? normalizePublicationDate(stampDate(c));
    if (!published) continue;
    // (s12) A zero date ("0001-01-01T00:00:00Z", a CMS's empty date value written out; any year before
    // 1000) dates nothing: the next source speaks.
    if (published < '1000') {
      published = null;
      continue;
    }
    // A UTC stamp ("…T23:59:50Z") and another source giving the same instant with the publisher's own
    // offset ("…T01:59:50+02:00"): the publisher's calendar day is the one its readers saw.
    if (UTC_STAMP.test(c.trim())) {
      const at = Date.parse(c.trim());
      const local = candidates.find((o) => !!o && OFFSET_STAMP.exec(o.trim())?.[1] !== undefined && !UTC_STAMP.test(o.trim()) && Math.abs(Date.parse(o.trim()) - at) < 60_000);
      if (local) published = normalizePublicationDate(local) ?? published;
    }
    // A UTC stamp ("…T05:30:59+00:00", "Wed, 04 May 2022 02:41:00 GMT") and the page's own dateline
    // showing the same instant on the publisher's clock ("November 8, 2023 at 11:30 p.m.", "3/5/2022
    // 22:41"): the day its readers saw is the dateline's. Same instant = a whole quarter-hour offset
    // of at most 14 hours.
    if (UTC_STAMP.test(c.trim()) || /\d:\d\d(?::\d\d)?\s+(?:GMT|UTC)$/i.test(c.trim())) {
      const at = Date.parse(c.trim());
      // Only the page's first dateline with a time: later ones (a teaser list "Name 18.10.2019, 20:00 Uhr")
      // date other pieces.
      const shown = Number.isNaN(at) ? undefined : clock.slice(0, 1).find(({ date, minutes }) => {
        const offset = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - Math.floor(at / 60_000) * 60_000;
        return date !== published && Math.abs(offset) <= 14 * 3_600_000 && offset % (15 * 60_000) === 0;
      });
      if (shown) published = shown.date;
    }
    // A UTC stamp ("2018-12-31T23:11:59+00:00", "…T02:18:11Z") one day off the date in the page's own
    // address (/2019/01/01/): the CMS wrote the address on the publisher's clock, and the instant falls
    // on the address's day in a zone of the populous clocks UTC−9…UTC+10 — the day its readers saw is the
    // address's. (An instant that only a clock further off would put on that day — "…T10:04:04Z" under
    // /2020/07/08/, the address written when the story was begun — stays.)
    const fromUrl = urlDate(url);
    if (fromUrl && published && fromUrl !== published && (UTC_STAMP.test(c.trim()) || /\d:\d\d(?::\d\d)?\s+(?:GMT|UTC)$/i.test(c.trim()))) {
      const at = Date.parse(c.trim());
      const dayStart = Date.parse(`${fromUrl}T00:00:00Z`);
      // The instant read on a clock h hours ahead of UTC lands on the address's day for some h in −9…+10.
      if (!Number.isNaN(at) && at + 10 * 3_600_000 >= dayStart && at - 9 * 3_600_000 < dayStart + 86_400_000) published = fromUrl;
    }
    break;
  }
  // (s10) The date a reader sees is the one they cite. A structured published date the page shows
  // nowhere near its headline gives way to the first date it does show there, not marked as an update,
  // when that date is the page's own modification date by its tags (article:modified_time,
  // dateModified, og:updated_time …) and later: the page presents itself as of that day (a re-dated
  // guide, a revised report). The tags confirming the shown date keep a teaser's or a comment's date out.
  if (published) {
    const day = (v: string | undefined) => (v ? normalizePublicationDate(v) ?? normalizePublicationDate(stampDate(v)) : null);
    const shownDays = shownDates.map((v) => day(v)).filter((v): v is string => !!v);
    const plain = shownDates.filter((v) => !shownUpdates.includes(v)).map((v) => day(v)).filter((v): v is string => !!v);
    const modified = new Set([
      m('article:modified_time'), m('og:updated_time'), m('og:article:modified_time'), m('datemodified'), m('dc.date.modified'), m('dcterms.modified'), m('last-modified'),
      str(firstOf((n) => (n === main ? n.dateModified : undefined))), str(firstOf((n) => n.dateModified)),
    ].map(day).filter((v): v is string => !!v));
    if (plain[0] && !shownDays.includes(published) && modified.has(plain[0]) && plain[0] > published) published = plain[0];
  }

  // (s13) A numeric day whose day and month could swap ("11.05.12 Written by …", "08/09/2012") read in one
  // order while the page's address dates the piece to the other reading's year and month (/2012/11/): the
  // address settles the order.
  const urlMonth = url ? /\/((?:19|20)\d\d)\/(0?[1-9]|1[0-2])\//.exec(url.replace(/^[a-z]+:\/\/[^/]+/i, '')) : null;
  // Only where the page's language leaves the order open (English or none; a German page's 10.11.2021 is 10 November).
  if (published && urlMonth && publishedFrom && (!page.lang || /^en\b/i.test(page.lang)) && NUMERIC_DAY.test(publishedFrom.trim())) {
    const [y, mo, d] = published.split('-');
    const want = `${urlMonth[1]}-${urlMonth[2]!.padStart(2, '0')}`;
    if (`${y}-${mo}` !== want && Number(d) <= 12 && `${y}-${d}` === want) published = `${y}-${d}-${mo}`;
  }

  let free: boolean | undefined;
  for (const n of nodes) {
    const f = freeFlag(n.isAccessibleForFree);
    if (f !== undefined) free = free === false ? false : f;
  }
  return {
    title,
    // (s10) Nothing machine-readable names the site: the name its chrome shows (read after the author,
    // so a personal site's name in its header does not make its owner's byline an organisation's).
    publisher: publisher ?? siteFromChrome(page, url, title),
    author,
    published,
    description: first(m('description'), m('og:description'), m('twitter:description')),
    isAccessibleForFree: free ?? null,
  };
}

/** (s14, fresh17) The platforms whose window titles read "<Name> on <Platform>: <post>" (and their translations). */
const SOCIAL_POST_HEAD = /^(?:\(\d{1,4}\+?\)\s*)?(\S[^:："“”„«»]{0,79}?)\s+(?:on|auf|sur|en|su|no|na|op|på)\s+(X|Twitter|Instagram|Threads|LinkedIn|Bluesky|TikTok)\s?[:：]\s+/u;
const SOCIAL_HOST: Record<string, RegExp> = { x: /^(?:[\w-]+\.)?(?:x|twitter)\.com$/, twitter: /^(?:[\w-]+\.)?(?:x|twitter)\.com$/, instagram: /^(?:[\w-]+\.)?instagram\.com$/, threads: /^(?:[\w-]+\.)?threads\.(?:net|com)$/, linkedin: /^(?:[\w-]+\.)?linkedin\.com$/, bluesky: /^(?:[\w-]+\.)?bsky\.app$/, tiktok: /^(?:[\w-]+\.)?tiktok\.com$/ };
/** "(4) Name on X: "text" / X" on the platform's own page (its host, or the site named as the platform) → { text, name }; null for any other title. Titles over 600 characters are not read. */
export function socialPost(title: string | null | undefined, url?: string, site?: string): { text: string; name: string | null } | null {
  if (!title || title.length > 600) return null;
  const head = SOCIAL_POST_HEAD.exec(title.trim());
  if (!head) return null;
  const platform = head[2]!.toLowerCase();
  let hostname = '';
  try { hostname = url ? new URL(url).hostname.toLowerCase() : ''; } catch { /* no host */ }
  const siteWord = (site ?? '').trim().split(/[\s(]+/)[0]!.toLowerCase();
  if (!SOCIAL_HOST[platform]!.test(hostname) && siteWord !== platform && !(platform === 'x' && siteWord === 'twitter') && !(platform === 'twitter' && siteWord === 'x')) return null;
  let text = title.trim().slice(head[0].length).replace(/\s+\/\s+(?:X|Twitter)$/u, '').trim();
  const q = /^["“„«「]\s*([\s\S]*?)\s*["”“»」]$/u.exec(text);
  if (q) text = q[1]!.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const name = cleanName(head[1]!.replace(/\s*\(@[\w.]{1,30}\)$/u, '').trim());
  return { text, name: name && !NOT_A_PERSON.test(name) ? name : null };
}

/** (s13) A date written in digits only, day and month in either order ("11.05.12", "08/09/2012 - 3:04pm"). */
const NUMERIC_DAY = /^\D{0,40}?(?<!\d)\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})(?!\d)/;
/** (s13) A title = [affix + separator] + a heading + [separator + affix], each affix one the page shows: the heading. */
const AFFIX_BEFORE = /^(.{2,80}?)(?::|\s[|»«:–—·•-]|\s::)\s$/u;
const AFFIX_AFTER = /^\s(?:[|»«:–—·•-]|::)\s(.{2,80})$/u;
function headingInTitle(t: string | null, headings: string[], shown: (affix: string) => boolean, shownBefore: (affix: string, sep: string) => boolean): { heading: string; before: string } | undefined {
  if (!t || t.length > 300) return undefined;
  const ft = foldWhitespace(t);
  for (const h of headings) {
    const fh = foldWhitespace(h);
    if (fh.length >= ft.length || significantWords(fh).size < 3) continue;
    const at = ft.toLowerCase().indexOf(fh.toLowerCase());
    if (at < 0) continue;
    const pre = ft.slice(0, at);
    const post = ft.slice(at + fh.length);
    const b = pre ? AFFIX_BEFORE.exec(pre) : null;
    const before = pre ? b?.[1] : '';
    const after = post ? AFFIX_AFTER.exec(post)?.[1] : '';
    if (before === undefined || after === undefined || (!before && !after)) continue;
    if (before && !shownBefore(before.trim(), pre.slice(b![1]!.length).trim())) continue;
    if (after && !shown(after.trim())) continue;
    return { heading: h, before: before.trim() };
  }
  return undefined;
}

/**
 * How far the visible headline must share words with the <title>, og:title or structured headline
 * to be the page's own (a section label such as "News releases" shares none).
 */
const HEADLINE_AGREE = 0.2;
/** A desk rather than a person ("News Desk", "Us Weekly Staff", "Redaktion"). */
const DESK = /(^|\s)(staff|team|desk|editors|editorial|newsroom|redaktion|rédaction|redacción|redazione)$/i;
/**
 * Meta names of the writer beyond the common ones ("cXenseParse:author", "writer"); not "twitter:creator" (a handle),
 * (s12) nor a smart app banner's "smartbanner:author" (the developer of the site's app: "Rogers Digital Media").
 */
const AUTHOR_KEY = /^(writer|byl|byline)$|^(?!smartbanner[:.])[\w.-]+[:.](author|writer|byline)$|^[\w.-]+[:.]article[_-]author[_-]?name$/i;
/**
 * (s10) The reading card SEO plugins put in the head (Yoast: `twitter:label1` "Written by" / "Verfasst
 * von" / "Écrit par" …, `twitter:data1` the post's author): a label naming the writer, in the languages
 * the plugin is translated into, and its data field.
 */
const WRITTEN_BY_CARD = /^(?:written by|posted by|author|verfasst von|geschrieben von|autor(?:in)?|écrit par|rédigé par|auteur|escrito por|autor|scritto da|autore|geschreven door|napisane przez|autor(?:ka)?|skriven av|skrevet af|skrevet av|kirjoittanut|написано|автор|yazan|yazar|作成者|執筆者|作者)\s*:?$/iu;
const READ_AUTHOR_KEYS = new Set(['author', 'article:author', 'og:article:author', 'citation_author', 'dc.creator', 'dcterms.creator', 'parsely-author', 'sailthru.author']);
const PUBLISHED_KEY = /(^|[:._-])(published|publish|pub|publication|release|issued|created|posted|first)[-_.:]?(time|date|at|on)?$|^date$|date[-_.]?published|pubdate/i;

/** Short lines near the headline that open with "By" (a byline without markup). */
function byLines(page: ParsedPage, title?: string | null): string[] {
  const out: string[] = [];
  // "By Jane Doe", also with a colon ("Von: Jane Doe", "Por: Ana Ruiz"), or the word alone in its
  // block and the names in the next ("Von:" | "Bill McCarthy, Ann Roe").
  // (s10) Near the headline the title step chose (a logo set as the first h1 — "L-Mag" — stands far above the story's byline).
  const near = nearHeadline(page, title);
  // (s10) The headline itself is no byline, though it may open with a by-word ("Von Sprachregeln,
  // Gender-Politik und …": German "von" is also "about, of").
  const headline = (b: string) => sameText(b, title ?? undefined) || (page.h1s ?? []).some((h) => sameText(h, b));
  // A separator before the word ("| By" | "Cara Stiles |") is the line's furniture.
  near.forEach((b0, i) => {
    if (headline(b0)) return;
    const b = b0.replace(/^[|·•—–-]\s*/, '');
    // (s13) Also a blog's or a CMS's credit words alone ("Posted by" | "CNN Political Reporter Shannon Travis").
    const line = (/^(by|von|par|por|door|di|av|af)\s*:?$/i.test(b) || POSTED_BY_ALONE.test(b)) && near[i + 1] ? `${b} ${near[i + 1]}` : b;
    // "25.10.2022 - Reiner Nagel", "Ana Ruiz | 2021-03-04": a dateline holding a date and a name only.
    const dated = DATE_NAME.exec(b) ?? NAME_DATE.exec(b);
    if (dated && !PLACE_WORD.test(dated[1]!)) out.push(`By ${dated[1]}`);
    // (s15, fresh19) A written-out date and a by-word line by the headline, in the article's header outside
    // the main text ("February 4, 2015 | by David Konisky", "12 mars 2021 · par Marie Dubois").
    const datedNear = datedByline(b, page.lang, page.updatedTexts);
    if (datedNear) out.push(`By ${datedNear.name}`);
    // (s15, fresh19) A credit line naming each contributor's part ("INTERVIEW BY JESSE PEARSON, PHOTO BY JODY
    // BOYMAN", "Fotos: Ana Ruiz · Texto: Pedro Gómez", "Text von Jana Roth, Bilder von Max Weber"): the
    // writer is the one credited with the words.
    const writer = b.length <= 140 ? roleCredit(b) : null;
    if (writer) out.push(`By ${writer}`);
    if (line.length <= 120 && (/^(?:(?:posted|written)\s+)?(by|von|par|por|door|di|av|af)(\s*:\s*|\s+)\p{Lu}/iu.test(line) || /^(?:By|Von|Par|Por|Door)\p{Lu}[\p{Ll}.]/u.test(line) || POSTED_BY.test(line))) out.push(line);
  });
  // (s14, fresh17) An author card right under the headline, no by-word: the name with the writer's role glued
  // to it or after a comma ("Yarden KatzProduct Manager, Figma", "Jana RothRedakteurin", "María López,
  // Directora de Comunicación"): the name. Only in the three blocks after the headline, the role a short
  // line without digits (a date) that names a role.
  const at = near.findIndex((b) => headline(b));
  for (const b of at >= 0 ? near.slice(at + 1, at + 4) : []) {
    const card = b.length <= 90 ? NAME_ROLE.exec(b) : null;
    if (card && ROLE.test(card[2]!.split(/\s+/).slice(0, 5).join(' '))) {
      out.push(`By ${card[1]}`);
      break;
    }
  }
  // A labelled line anywhere in the main text ("Auteur : Kossivi Tiassou" after the story, "Written by:
  // Julie Mollins", "Autorin: Uta Staschewski, Projektleiterin …"), or the label alone in its block
  // (a heading "Autor") with the names in the next.
  // (s12) Program text (an enum's "AUTHOR" then "SUBSCRIBER") is neither a label nor a name.
  const code = new Set(page.codeBlocks ?? []);
  const blocks = page.mainBlocks.filter((b) => !code.has(b));
  const repeatedPostedBy = blocks.filter((b) => b.length <= 90 && FOOTER_POSTED_BY.test(b)).length > 1;
  blocks.forEach((b, i) => {
    if (out.length >= 5) return;
    // "Article by" / "Geschrieben von" / "Un article de" alone in its block (an author box's heading), the name in the next.
    if (CREDIT_ALONE.test(b) && blocks[i + 1] && blocks[i + 1]!.length <= 60) out.push(`By ${blocks[i + 1]}`);
    // (s11) The credit and the name in one block, no colon ("Written by John Crenshaw" in an author box
    // after the story, "Geschrieben von Jana Roth", "Escrito por Ana Ruiz"): the name.
    // (s13) Not a line of a comment list, where every comment repeats "Posted by <name> at <time>".
    const credited = b.length <= 80 && !(repeatedPostedBy && FOOTER_POSTED_BY.test(b)) ? CREDIT_LINE.exec(b) : null;
    if (credited) out.push(`By ${b.slice(credited[0].length)}`);
    const alone = (LABEL_ALONE.test(b) || BY_LABEL_ALONE.test(b)) && blocks[i + 1] && blocks[i + 1]!.length <= 100 ? `${b.replace(/\s*[:：]?\s*$/, '')}: ${blocks[i + 1]}` : b;
    if (alone.length <= 120 && (AUTHOR_LABEL.test(alone) || /^written by\s*:\s*\p{Lu}/iu.test(alone) || BY_LABEL.test(alone))) out.push(alone);
    // "This post was written by Vanessa Mendez, MD, …", "Dieser Beitrag wurde von Jana Roth verfasst",
    // "Cet article a été rédigé par …", "Blog Beitrag von Margarita Koreneva": a sentence crediting the writer.
    const said = writtenBy(b);
    if (said) out.push(`By ${said}`);
    // (s10) A dateline with the writer after a by-word ("jeudi 13 juin 2019, par Attac France", "April 9,
    // 2019 by Luke Koppa", "12.03.2020 von Jana Roth"): a byline at the head or the foot of the story.
    const dated = datedByline(b, page.lang, page.updatedTexts);
    if (dated) out.push(`By ${dated.name}`);
    // (s15, fresh20) A line of the story's credit block that credits the text ("Teksti: Petteri Harjula" over
    // "Kuvat: …" at the story's foot, "Text: Anna Roth" / "Fotos: …", "Texto: Ana Ruiz"): the writer.
    for (const line of b.split('\n')) {
      const t = line.trim();
      const credit = t.length <= 80 ? TEXT_CREDIT.exec(t) : null;
      if (credit && /^\p{Lu}/u.test(t.slice(credit[0].length))) out.push(`By ${t.slice(credit[0].length)}`);
    }
    // (s15, fresh19) A wire story's credit in brackets closing its text ("… policies. (By Alison Hsiao)
    // Enditem/ls", "(Reporting by Jane Doe in Lagos; Editing by John Roe)", "(Por Ana Ruiz)"): the writer;
    // the editing credit after a semicolon is the desk's.
    const wire = WIRE_CREDIT.exec(b);
    if (wire) out.push(`By ${wire[1]}`);
  });
  // (s10) An information box beside the story (an <aside>: "Published" | "August 30, 2024" | "Author" |
  // "Lisa D. Ellis"): the label alone in its block, the name in the next, anywhere on the page when the
  // main text has no byline.
  if (!out.length) {
    page.blocks.filter((b) => !code.has(b)).forEach((b, i, shown) => {
      if (out.length < 2 && LABEL_ALONE.test(b) && shown[i + 1] && shown[i + 1]!.length <= 60) out.push(`${b.replace(/\s*[:：]?\s*$/, '')}: ${shown[i + 1]}`);
    });
  }
  // (s13) A blog engine's post footer ("Posted by Ka-Ping Yee, Software Engineer, Google Crisis Response",
  // "Posted by Chef John at 4:06 PM", "Publicado por Ana Ruiz en 12:30"), outside the main text and far below
  // the headline: the writer, when nothing else names one and the page holds exactly one such line (a
  // comment list repeats it).
  if (!out.length) {
    const footers = page.blocks.filter((b) => b.length <= 90 && FOOTER_POSTED_BY.test(b));
    if (footers.length === 1) out.push(footers[0]!);
  }
  // (s14, fresh17) A one-writer site's "By John Gruber" in its sidebar or masthead, above the headline and
  // away from it: the page's only block that is a by-word and a name alone (a list of teasers repeats it; a
  // related story's teaser below the article is another writer's).
  if (!out.length) {
    const lone = page.blocks.flatMap((b, i) => (b.length <= 50 && LONE_BY.test(b) ? [i] : []));
    const at = [title ?? undefined, page.h1s?.[0], page.headings[0]].map((h) => (h ? page.blocks.indexOf(h) : -1)).find((i) => i >= 0) ?? -1;
    if (lone.length === 1 && lone[0]! < at) out.push(page.blocks[lone[0]!]!);
  }
  return out.slice(0, 5);
}
/** (s15, fresh20) The label of a text credit at a line's start ("Teksti:", "Text:", "Texto :", "Κείμενο:"); not "Interview:", which names the one interviewed. */
const TEXT_CREDIT = /^(?:text|texte|texto|testo|tekst|teksti|szöveg|metin|текст|κείμενο|words)\s*[:：]\s*/iu;
/** (s13) A blog's or a CMS's credit words alone in their block, the writer's name in the next. */
const POSTED_BY_ALONE = /^(?:posted|written|submitted|publicado|publicada|pubblicato|pubblicata|publié|publiée|eingestellt|geschrieben|verfasst)\s+(?:by|por|da|par|von)\s*:?$/iu;
/** (s13) A post footer's credit line: the blog engines' "Posted by" in the languages we read, then a capitalised name. */
const FOOTER_POSTED_BY = /^(?:[Pp]osted by|[Pp]ublicado por|[Pp]ubblicato da|[Pp]ublié par|[Ee]ingestellt von|[Gg]epostet von|[Gg]eplaatst door)\s+\p{Lu}/u;
/** (s10) "<date>, par <Name>", "<date> by <Name>", "<weekday> <date> von <Name>": the date and the name. */
/** (s15, fresh19) Also with the post's category after the name, and the entry meta's comment count after both ("… von KleineGrüneMonster Ein Kommentar", "… by Ann Roe 3 Comments") ("August 08, 2013 · by José Valim . in Internals", "… par Marie Dubois dans Culture"). */
const DATED_BYLINE = /^(.{6,44}?)\s*[,|·•–—-]?\s+(?:by|par|von|por|door|da|di|av|af)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|da|di|van|von|der|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){0,3}?)(?:\s*[.,|·•]?\s+(?:in|en|em|dans|im|unter|filed under|posted in)\s+[^\d|,.]{2,40})?(?:\s*[.,|·•–—-]?\s*(?:(?:\d+|[Ee]in|[Ee]ine|[Kk]eine?|[Oo]ne|[Nn]o|[Uu]ne?|[Uu]no|[Uu]na|[Ss]in)\s+(?:[Cc]omments?|[Kk]ommentare?n?|[Cc]ommentaires?|[Cc]omentarios?|[Cc]ommenti|[Cc]ommento|[Rr]eacties?|[Rr]esponses?|[Rr]eplies)|[Ll]eave a [Cc]omment|[Hh]interlasse einen [Kk]ommentar|[Ll]aisser un commentaire|[Dd]eja un comentario))?$/u;
function datedByline(block: string, lang: string | undefined, updatedTexts: string[] = []): { date: string; name: string } | null {
  if (block.length > 120) return null;
  const m = DATED_BYLINE.exec(block);
  if (!m || !nameLike(m[2]!)) return null;
  const head = m[1]!.replace(LEADING_WEEKDAY, '').trim();
  for (const [re, fmt] of TEXT_DATES) {
    if (!re.test(head) || re.exec(head)!.index !== 0) continue;
    // The head is dates only, with their times ("April 9, 2019 at 11:45 am"); two dates side by side are
    // a modification and the publication, the one in an update-marked element giving way.
    const dates = [...head.matchAll(new RegExp(re.source, `${re.flags}g`))];
    let rest = head;
    for (const d of dates) rest = rest.replace(d[0], ' ');
    rest = rest.replace(/(?<![\p{L}\d])(?:at|um|à|a las|alle|om)(?![\p{L}])|\d{1,2}[:.h]\d{2}(?:\s?[ap]\.?m\.?|\s?uhr)?/giu, ' ');
    if (!/^[\s,|·•–—-]*$/u.test(rest)) return null;
    const kept = dates.find((d) => !updatedTexts.some((u) => u.includes(d[0]))) ?? dates[0]!;
    const date = fmt(kept, dayFirstLang(lang));
    return date ? { date, name: m[2]! } : null;
  }
  return null;
}

/**
 * A sentence of the text naming the writer of this piece, in the languages of the pages we read; the
 * name (capitalised words, read case-sensitively) follows the phrase.
 */
const WRITTEN_BY_LEAD = /(?:^|[.!?:]\s+)(?:(?:this|the)\s+(?:(?:blog|guest)\s+)?(?:post|article|story|piece|column|entry|essay)\s+(?:was|is|has\s+been)\s+(?:written|authored|penned|contributed)\s+by|(?:dieser|der)\s+(?:(?:blog|gast)[\s-]?)?(?:beitrag|artikel|text|blogeintrag)\s+(?:wurde|ist)\s+von|cet\s+(?:article|billet)\s+a\s+été\s+(?:rédigé|écrit)\s+par|este\s+(?:artículo|texto|post)\s+(?:fue|ha\s+sido)\s+(?:escrito|redactado)\s+por|questo\s+articolo\s+è\s+stato\s+scritto\s+da|dit\s+(?:artikel|bericht)\s+(?:is|werd)\s+geschreven\s+door|^(?:blog|gast)[\s-]?(?:beitrag|eintrag|post|artikel)\s+(?:von|by|de|di|door))\s+/iu;
const WRITTEN_BY_NAME = /^(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|da|di|van|von|der|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){1,3})(?=\s*(?:[,.;()]|$)|\s+(?:verfasst|geschrieben|erstellt)\b)/u;
function writtenBy(block: string): string | null {
  const lead = WRITTEN_BY_LEAD.exec(block);
  if (!lead) return null;
  return WRITTEN_BY_NAME.exec(block.slice(lead.index + lead[0].length))?.[1] ?? null;
}

/** (s15, fresh19) Role credits: the words' role (interview, text, words, story…) and the others' (photos, illustration, video…). */
const WORDS_ROLE = String.raw`(?:[Ii]nterview|INTERVIEW|[Tt]ext|TEXT|[Ww]ords|WORDS|[Ss]tory|STORY|[Rr]eporting|REPORTING|[Tt]exte|TEXTE|[Tt]exto|TEXTO|[Tt]esto|TESTO|[Tt]ekst|TEKST|[Ee]ntrevista|ENTREVISTA|[Ii]ntervista|INTERVISTA|[Rr]eportage|REPORTAGE)`;
const OTHER_ROLE = String.raw`(?:[Pp]hoto(?:s|graphy|graphs)?|PHOTO(?:S|GRAPHY|GRAPHS)?|[Pp]ictures?|PICTURES?|[Ii]mages?|IMAGES?|[Ii]llustrations?|ILLUSTRATIONS?|[Vv]ideo|VIDEO|[Ff]otos?|FOTOS?|[Ff]otografie|FOTOGRAFIE|[Ff]otograf[íi]as?|FOTOGRAF[ÍI]AS?|[Bb]ilder|BILDER|[Pp]hotographies|PHOTOGRAPHIES|[Gg]raphics|GRAPHICS|[Ss]tyling|STYLING|[Dd]esign|DESIGN)`;
const CREDIT_JOIN = String.raw`(?:\s+(?:[Bb]y|BY|[Vv]on|VON|[Pp]ar|PAR|[Dd]e|DE|[Pp]or|POR|[Dd]i|DI|[Dd]oor|DOOR)\s+|\s*:\s*)`;
const CREDIT_NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})`;
const ROLE_CREDIT = new RegExp(String.raw`^(?:(${WORDS_ROLE}|${OTHER_ROLE})${CREDIT_JOIN}${CREDIT_NAME})(?:\s*[,;|/·•–—]\s*|\s+(?:and|und|et|y|e)\s+)(${WORDS_ROLE}|${OTHER_ROLE})${CREDIT_JOIN}${CREDIT_NAME}$`, 'u');
function roleCredit(line: string): string | null {
  const m = ROLE_CREDIT.exec(line.trim());
  if (!m) return null;
  const words = new RegExp(`^${WORDS_ROLE}$`, 'u');
  // Exactly one of the two credits is for the words.
  if (words.test(m[1]!) === words.test(m[3]!)) return null;
  return words.test(m[1]!) ? m[2]! : m[4]!;
}
/** (s15) A bracketed by-credit ending a block (the wire services' closing credit): the names (group 1), then an optional place ("in Lagos"), the desk's credit after ";" and a sign-off word. */
const WIRE_CREDIT = /\((?:[Bb]y|(?:[Aa]dditional\s+)?[Rr]eporting\s+by|[Rr]eported\s+by|[Ww]ritten\s+by|[Pp]or|[Vv]on|[Pp]ar|[Dd]oor)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|da|di|van|von|der|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){1,3}(?:\s*(?:,|and|y|et|und|&)\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})*)(?:\s+(?:in|en|em|à|aus)\s+\p{Lu}[\p{L} .-]{1,30})?\s*(?:;[^()]{0,200})?\)\s*(?:\(?(?:[Ee]nditem|END|[Ff]in|[Ee]nde)\b[\/\w]*\)?)?\s*$/u;
/** A by-word written as a label, with its colon ("Von: Götz Warnke", "By: Ann Roe", "Por: …"), anywhere in the main text; or alone in its block, the name in the next. */
const BY_LABEL = /^(?:von|by|par|por|door|av|af)\s*[:：]\s*\p{Lu}/iu;
const BY_LABEL_ALONE = /^(?:von|by|par|por|door|av|af)\s*[:：]$/iu;
/** A numeric date and a person's name (2–3 capitalised words, an initial between) with a separator, either order. */
const NUM_DATE = String.raw`(?:\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{4}|\d{2})|\d{4}-\d\d-\d\d|\d{1,2}\/\d{1,2}\/\d{4})`;
const PERSON = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2})`;
/** (s10) The time after a dateline's date ("04.02.2022 | 13:10 Uhr", "12/03/2021, 10:15 h"). */
/** (s14) "By John Gruber", "Von Jana Roth", "Par Marie Dubois" as a whole block. */
const LONE_BY = new RegExp(String.raw`^(?:By|Von|Par|Por|Door)\s+${PERSON}$`, 'u');
/** (s14) "Yarden KatzProduct Manager, Figma", "María López, Directora de Comunicación": a name, then (glued or after a comma) a role. */
const NAME_ROLE = new RegExp(String.raw`^${PERSON}(?:(?<=\p{Ll})|,\s+)(\p{Lu}[^\d\n]{1,70})$`, 'u');
const DATE_TIME = String.raw`(?:\s*[,|·•–—-]?\s*\d{1,2}[:.]\d{2}(?:\s*(?:Uhr|h|hrs|horas|heures))?)?`;
const DATE_NAME = new RegExp(String.raw`^${NUM_DATE}${DATE_TIME}\s+[-–—|·•]\s+${PERSON}$`, 'u');
const NAME_DATE = new RegExp(String.raw`^${PERSON}\s+[-–—|·•]\s+${NUM_DATE}${DATE_TIME}$`, 'u');
/** A place's first word in a dateline ("12.05.2022 - Bad Homburg", "New York | …") is no first name. */
const PLACE_WORD = /^(?:New|San|Santa|Santo|São|Los|Las|Bad|Sankt|St|Le|La|El|Rio|Den|Buenos|Hong|Kuala|Tel|Abu|Port|Fort|Mount|Lake|Cape|Kap|Neu|Alt|Groß|Klein|Ober|Unter|Nieder|Frankfurt|Halle|Freiburg|Mülheim|Königs|West|East|North|South|Nord|Süd|Ost)\b/u;
/** A credit phrase alone in its block, the writer's name in the next block. */
const CREDIT_ALONE = /^(?:(?:an?\s+)?(?:article|post|blog post|story|essay|column|piece)\s+(?:written\s+)?by|written by|posted by|(?:ein\s+)?(?:artikel|beitrag|text)\s+von|geschrieben von|verfasst von|(?:un\s+)?article\s+(?:écrit\s+)?(?:de|par)|écrit par|(?:un\s+)?artículo\s+(?:escrito\s+)?(?:de|por)|escrito por|(?:un\s+)?articolo\s+(?:scritto\s+)?di|scritto da|(?:een\s+)?artikel\s+(?:geschreven\s+)?door|geschreven door)\s*[:：]?$/iu;
/** (s11) CREDIT_ALONE's words before a capitalised name in the same block. */
const CREDIT_LINE = new RegExp(`${CREDIT_ALONE.source.replace(/\\s\*\[:：\]\?\$$/, '')}\\s*[:：]?\\s+(?=\\p{Lu})`, 'iu');
/** An author label alone in its block (a heading "Autor", "Auteur :"), the names in the next block. */
const LABEL_ALONE = new RegExp(`^(?:${AUTHOR_LABEL_WORDS})\\s*[:：]?$`, 'iu');

/** The main-text blocks around the page's headline (the first h1), where a byline and a dateline stand. */
/*
 * (s14, fresh18) Chinese credit lines near the headline, in the shapes Chinese news pages print them:
 * - a label and names with a colon anywhere in a short line ("…来源：证券时报网作者：李在山", "执笔/叨叨姐、胡一刀&李小飞刀");
 * - an outlet's reporter line or a bare label ("澎湃新闻记者 段彦超 廖艳", "作者魏星");
 * - the lead's credit in brackets after the dateline word 讯 / 电 ("长江网10月4日讯（记者陈智 整合）",
 *   "新京报快讯（记者 裴剑飞）"): the strongest sign of who wrote it;
 * - a name and its paper joined by a slash under the headline ("石佳/中国青年报").
 * Names are runs of 2–5 Han characters (a "·" inside); the credit words after them (整合, 报道, 摄, 通讯员…) are no names.
 * → lines "作者：A、B" that namesFromByline reads.
 */
const CJK_OUTLET = /^\p{sc=Han}{2,12}(?:报|報|社|网|網|新闻|新聞|客户端|客戶端|杂志|雜誌|周刊|週刊|电视台|電視台)$/u;
const HAN_NAME = '\\p{sc=Han}[\\p{sc=Han}·•]{1,4}';
const HAN_NAMES = `${HAN_NAME}(?:\\s*[、，,&＆\\s]\\s*${HAN_NAME}){0,3}`;
const CJK_CREDIT_WORDS = /^(?:整合|综合|綜合|报道|報導|报导|摄|攝|摄影|攝影|采写|採寫|编译|編譯|整理|实习生|實習生|通讯员|通訊員|见习|見習|记者|記者|文|图|圖)$/u;
const CJK_LABEL_MID = new RegExp(`(?:作者|记者|記者|撰文|撰稿|执笔|執筆)\\s*[:：／/]\\s*(${HAN_NAMES})(?=$|[\\s|｜)）]|来源|來源|发布|發佈|时间|時間|编辑|編輯|责任|責任)`, 'u');
const CJK_LABEL_START = new RegExp(`^(?:文|执笔|執筆|撰文)\\s*[:：／/]\\s*(${HAN_NAMES})$|^(?:\\p{sc=Han}{0,10}?(?:记者|記者)\\s*|作者\\s*)(${HAN_NAMES})$`, 'u');
const CJK_LEAD_CREDIT = new RegExp(`^.{0,40}?[讯訊电電][（(]\\s*(?:本报|本報|本台|本刊|本网|本網|特约|特約|见习|見習|首席)?(?:记者|記者)\\s*(${HAN_NAMES})[^）)]{0,16}[）)]`, 'u');
const CJK_NAME_PAPER = new RegExp(`^(${HAN_NAME})\\s*[／/]\\s*\\p{sc=Han}{2,10}(?:报|報|社|网|網|台|刊|新闻|新聞)$`, 'u');
function cjkCredit(line: string): string | null {
  if (line.length > 120 || !/\p{sc=Han}/u.test(line)) return null;
  const m = CJK_LEAD_CREDIT.exec(line) ?? (line.length <= 80 ? CJK_LABEL_MID.exec(line) ?? CJK_LABEL_START.exec(line) ?? CJK_NAME_PAPER.exec(line) : null);
  const raw = m && (m[1] ?? m[2]);
  if (!raw) return null;
  const names = raw.split(/\s*[、，,&＆\s]\s*/u).filter((n) => n.length >= 2 && !CJK_CREDIT_WORDS.test(n));
  return names.length ? `作者：${names.join('、')}` : null;
}
function nearHeadline(page: ParsedPage, title?: string | null): string[] {
  // The headline and its byline / dateline often stand in the article's <header> (not main text): look in all blocks.
  // The chosen title first: the first h1 is sometimes a section label ("Business Monday") far above the story.
  for (const h of [title ?? undefined, page.h1s?.[0], page.headings[0]]) {
    if (!h) continue;
    let at = page.blocks.indexOf(h);
    // A headline broken over blocks (a <br> in the h1), or a title with the site's tail: the block it starts with.
    if (at < 0 && h.length >= 15) at = page.blocks.findIndex((b) => b.length >= 12 && h.startsWith(b));
    if (at >= 0) return page.blocks.slice(Math.max(0, at - 6), at + 14);
  }
  return page.mainBlocks.slice(0, 20);
}

const UTC_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]00:?00)$/i;
const OFFSET_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?([+-]\d\d:?\d\d)$/;

/**
 * A structured date written as a mail/HTTP stamp or with a weekday and time ("Tue, Sep 15 2020
 * 10:01:41 EDT", "Tue, 15 Sep 2020 10:01:41 -0400", "Monday, 5 March 2018, 09:15"): the date part.
 */
export function stampDate(raw: string): string {
  // Java's Date.toString order: "Mon Aug 03 12:45:00 EDT 2015" (the year after the time and zone).
  const j = /^[A-Za-z]{3},?\s+([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+\d{1,2}:\d{2}(?::\d{2})?\s+(?:[A-Z]{2,5}|[+-]\d{4})\s+(\d{4})$/.exec(raw.trim());
  if (j) return `${j[1]} ${j[2]}, ${j[3]}`;
  const m = /^(?:[A-Za-z]{3,9}\.?,?\s+)?([A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\.?\s+[A-Za-z]{3,9}\.?,?\s+\d{4})(?:,?\s+(?:at\s+)?\d{1,2}:\d{2}\b.*)?$/.exec(raw.trim());
  return m ? m[1]!.replace(/,?\s+/g, ' ').replace(/^([A-Za-z]+\.?) (\d+) (\d{4})$/, '$1 $2, $3') : raw;
}

/**
 * Month names of datelines in other languages (nominative and the genitive forms dates use), each
 * → its month number. English is read by normalizePublicationDate.
 */
const MONTH_NAMES: Record<string, number> = {};
for (const [i, forms] of [
  'januar jänner janvier enero gennaio janeiro ianuarie januari stycznia ledna января січня ocak tammikuuta siječnja januára január',
  'februar février febrero febbraio fevereiro februarie februari lutego února февраля лютого şubat helmikuuta veljače februára február',
  'märz maart mars marzo março martie marts marca března марта березня mart maaliskuuta ožujka marca március',
  'april avril abril aprile aprilie kwietnia dubna апреля квітня nisan huhtikuuta travnja apríla április',
  'mai mei mayo maggio maio maj maja května мая травня mayıs toukokuuta svibnja mája május',
  'juni juin junio giugno junho iunie czerwca června июня червня haziran kesäkuuta lipnja júna június',
  'juli juillet julio luglio julho iulie lipca července июля липня temmuz heinäkuuta srpnja júla július',
  'august août agosto augustus augusti sierpnia srpna августа серпня ağustos elokuuta kolovoza augusta augusztus agustus',
  'september septembre septiembre setiembre settembre setembro septembrie września září сентября вересня eylül syyskuuta rujna septembra szeptember',
  'oktober octobre octubre ottobre outubro octombrie października října октября жовтня ekim lokakuuta októbra október',
  'november novembre noviembre novembro noiembrie listopada listopadu ноября листопада kasım marraskuuta studenoga novembra',
  'dezember décembre diciembre dicembre dezembro decembrie december desember grudnia prosince декабря грудня aralık joulukuuta prosinca decembra desember',
].entries()) for (const f of forms.split(' ')) MONTH_NAMES[f] ??= i + 1;
// (s15, fresh20) The nominative forms Polish and Czech blog engines print in "luty 15, 2010", "únor 15, 2010"
// (Blogger's month-first date in the page's language; fresh20's devBlogi).
for (const [i, forms] of [
  'styczeń leden', 'luty únor', 'marzec březen', 'kwiecień duben', 'maj květen', 'czerwiec červen',
  'lipiec červenec', 'sierpień srpen', 'wrzesień září', 'październik říjen', 'listopad', 'grudzień prosinec',
].entries()) for (const f of forms.split(' ')) MONTH_NAMES[f] ??= i + 1;
const MONTH_RE = Object.keys(MONTH_NAMES).sort((a, b) => b.length - a.length).join('|');
const iso = (y: string, mo: number, d: string) => `${y}-${String(mo).padStart(2, '0')}-${d.padStart(2, '0')}`;

const MONTH_WORDS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const TEXT_DATES: [RegExp, (m: RegExpExecArray, dayFirst: boolean) => string][] = [
  // (s10) The year may be glued to the next word, and the month to the year before, by markup ("April 26,
  // 2024Updated on: …", "December 10, 2021April 9, 2019": two <time> elements).
  [new RegExp(`(?<![a-z])(${MONTH_WORDS})\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})(?!\\d)`, 'i'), (m) => `${m[1]} ${m[2]}, ${m[3]}`],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\.? (${MONTH_WORDS})\\.?,? (\\d{4})(?!\\d)`, 'i'), (m) => `${m[1]} ${m[2]} ${m[3]}`],
  [/(\d{4})年\s*(\d{1,2})月\s*(\d{1,2})日/, (m) => `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`],
  [/(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일/, (m) => `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`],
  // "9 oktober 2020", "20 de septiembre de 2020", "15. März 2021", "5 września 2019 r."
  [new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})\\.?\\s+(?:de\\s+)?(${MONTH_RE})\\.?,?\\s+(?:de\\s+|del\\s+)?(\\d{4})(?!\\d)`, 'iu'), (m) => iso(m[3]!, MONTH_NAMES[m[2]!.toLowerCase()]!, m[1]!)],
  // (s15, fresh20) "luty 15, 2010", "marzo 3, 2021": a month name of another language first, the day, a comma and the year.
  [new RegExp(`(?<![\\p{L}\\d])(${MONTH_RE})\\s+(\\d{1,2}),\\s+(\\d{4})(?!\\d)`, 'iu'), (m) => iso(m[3]!, MONTH_NAMES[m[1]!.toLowerCase()]!, m[2]!)],
  // "2020. október 9." (Hungarian: year first)
  [new RegExp(`(?<!\\d)(\\d{4})\\.\\s+(${MONTH_RE})\\s+(\\d{1,2})\\.`, 'iu'), (m) => iso(m[1]!, MONTH_NAMES[m[2]!.toLowerCase()]!, m[3]!)],
  // "2019.03.05", "2016-04-08", and an ISO stamp written out on the page ("2016-04-08T20:30:39+00:00").
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\b|(?=T\d\d:\d\d))/, (m) => `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`],
  // d.m.yyyy is day first; with slashes only an unambiguous order counts (11/28/2016 is US, 28/11/2016
  // European), or the page's language: 04/05/2022 on a page in Portuguese, Spanish, German, British
  // English… is 4 May (day first everywhere but in US English).
  // Also glued to the word before it by markup ("Erstellt am09.02.2022", "Tanja Karrasch3.11.2023").
  // (s13) Hyphens as slashes ("Posted on: 08-17-2012", "17-08-2012"): the same orders count.
  [/(?<![\d.-])(\d{1,2})([./-])(\d{1,2})\2(\d{4})\b/, (m, dayFirst) => (m[2] === '.' || Number(m[1]) > 12 || (dayFirst && Number(m[3]) <= 12) ? `${m[1]}.${m[3]}.${m[4]}` : Number(m[3]) > 12 ? `${m[4]}-${m[1]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '')],
  // "31.10.23": a day-first dateline with a two-digit year (this century).
  [/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\d.])/, (m) => (Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}.${m[2]}.20${m[3]}` : '')],
];

/** (s15, fresh20) A date, a separator and a by-word at a byline's start ("August 08, 2013 · by "). */
const LEADING_DATE_BY = new RegExp(`^(?:(?:${MONTH_WORDS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\.?\\s+(?:${MONTH_WORDS}|${MONTH_RE})\\.?,?\\s+\\d{4}|\\d{4}-\\d\\d-\\d\\d|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4})\\s*[|·•—–-]\\s*(?:by|von|par|por|door|da|di)\\s+(?=\\p{Lu})`, 'iu');

/** Does the page's language write a numeric date day first (everywhere but in US English)? */
export function dayFirstLang(lang: string | undefined): boolean {
  return !!lang && (!/^en\b/.test(lang) || /^en-(gb|au|nz|ie|in|za)\b/.test(lang)) && !/^(zh|ja|ko|hu|lt|lv|mn)\b/.test(lang);
}

/** A time of day written after a date ("21:44", "11:30 p.m.", "2:00 a. m."), in minutes after midnight. */
const CLOCK = /(?<!\d)(\d{1,2})[:h.](\d{2})(?!\d)(?:\s*([ap])\.?\s?m\b\.?)?/i;
function clockMinutes(s: string): number | null {
  const m = CLOCK.exec(s);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
  }
  return h * 60 + min;
}

/** "(age 76)", "(aged 80)", "(âge 76 ans)", "(Alter 76)", "(edad 76)", "(età 76)", "(idade 76)", "(76 лет)", "(76 Jahre)". */
const LIFE_DATE = /\((?:aged?|âge|alter|edad|età|idade|wiek|leeftijd|ålder|alder)\s*:?\s*\d{1,3}|\(\d{1,3}\s*(?:jahre|ans|años|anni|anos|lat|jaar|år|лет|года?|歳|岁)\)/iu;
/** An infobox row label for a birth or death date ("Born", "Geboren", "Né le", "Nacimiento", "Died", "Décès"…). */
const LIFE_LABEL = /^(?:born|died|geboren|gestorben|né|née|naissance|mort|morte|décès|nacimiento|nacido|nacida|fallecimiento|fallecido|nascita|nato|nata|morte|nascimento|falecimento|urodzony|urodzona|zmarł|zmarła|geboren op|overleden|född|död|født|død|родился|родилась|умер|умерла|дата рождения|дата смерти)\b/iu;

/** (s10) A paragraph opening with its date and a dash, colon or closing bracket (a news lead's dateline). */
const LEAD_DATELINE = new RegExp(`^\\(?(?:\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{2,4}|\\d{1,2}/\\d{1,2}/\\d{4}|\\d{4}-\\d\\d-\\d\\d|\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTH_RE}|${MONTH_WORDS})\\.?,?\\s+(?:de\\s+)?\\d{4}|(?:${MONTH_WORDS})\\.?\\s+\\d{1,2},?\\s+\\d{4})\\s*(?:\\)|[-–—:|])\\s`, 'iu');
/**
 * (s13, fresh16) A press release's or wire story's dateline opening its first paragraph: the place, then
 * the date ("CUPERTINO, California—April 27, 2015—Apple® today …", "WHITEFISH, MT / ACCESSWIRE / July 13,
 * 2015 / The …", "Bochum, 11. März 2015. – Die …", "TOKYO, June 22, 2015 - (JCN Newswire) - …").
 */
const PLACE_DATELINE = new RegExp(`^\\p{L}[\\p{L}.'’ -]{1,40}?(?:,\\s*\\p{L}[\\p{L}.' -]{0,30}?)?\\s*(?:[,—–]|\\s-|\\s\\/\\s(?:\\p{L}[\\p{L} ]{1,30}\\s\\/\\s)?)\\s*(?:\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{4}|\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTH_RE}|${MONTH_WORDS})\\.?,?\\s+(?:de\\s+)?\\d{4}|(?:${MONTH_WORDS})\\.?\\s+\\d{1,2},?\\s+\\d{4})\\.?\\s*(?:[-–—/]|\\()`, 'iu');
/**
 * Dates written on the page near the headline (a dateline: "Published Dec 19, 2016", "2019.03.05",
 * "2019年4月20日"): what a reader sees when no tag says it. Short lines only; "Updated …" lines come
 * after the others.
 */
/** (s10) Words right after a date that mark it as an update ("2019.03.26 lastupdate", "(aktualisiert)", "(updated)"). */
const UPDATED_AFTER = /^\s*[(（]?\s*(?:last\s*-?update|updated|aktualisiert|geändert|mis à jour|actualizado|atualizado|aggiornato|更新)/i;
const UPDATED_ALONE = /^(?:last\s+)?(?:updated|modified|aktualisiert|geändert|zuletzt aktualisiert|mis à jour|actualizado|atualizado|aggiornato|更新日?)(?:\s+(?:on|am|le|el|il))?\s*[:：]?$/i;
function visibleDates(page: ParsedPage, title?: string | null, clock?: Array<{ date: string; minutes: number }>, updatedOut?: string[]): string[] {
  const first: string[] = [];
  const later: string[] = [];
  // (s13, fresh16) A date in the headline's own words ("IHS to Hold Conference Call and Webcast on
  // September 29, 2015 …", "Wahl am 24. September 2017: …") is the day the story is about: read after
  // every other date shown near the headline (a daily bulletin's "News 19 April 2016" still dates itself).
  const inHeadline: string[] = [];
  const blocks = nearHeadline(page, title);
  const dayFirst = dayFirstLang(page.lang);
  for (const [i, b] of blocks.entries()) {
    // (s10) A long block counts only when it opens with its date: a lead paragraph's dateline ("27.1.2022 -
    // Bei der Erinnerung …", "(21. November 2022) Energieverbraucher …", "3 mai 2021 — Le conseil …").
    if (b.length > 120 && !LEAD_DATELINE.test(b) && !PLACE_DATELINE.test(b)) continue;
    // A life date in an infobox ("Born | May 24, 1941 (age 76)", "Geboren 3. März 1950") is about the subject, not the page.
    if (LIFE_DATE.test(b) || LIFE_LABEL.test(b) || (i > 0 && LIFE_LABEL.test(blocks[i - 1]!) && blocks[i - 1]!.length < 40) || (i > 1 && LIFE_LABEL.test(blocks[i - 2]!) && blocks[i - 2]!.length < 15)) continue;
    for (const [re, fmt] of TEXT_DATES) {
      if (!re.test(b)) continue;
      // (s10) Every date of that form in the block, each marked as an update or not by its own words: a
      // theme that prints both glued ("December 10, 2021April 9, 2019 by Luke Koppa", the first in a
      // `<time class="updated">`; "April 26, 2024Updated on: October 28, 2024").
      let from = 0;
      for (const m of b.matchAll(new RegExp(re.source, `${re.flags}g`))) {
        if (first.length + later.length + inHeadline.length >= 8) break;
        const text = fmt(m, dayFirst);
        const date = text || null; // 05/03/2019 is ambiguous (empty); 05.03.2019 is day first
        // Marked as an update by the words before it (since the block's previous date), (s10) by a label
        // alone in the block before ("Updated" | "October 17, 2025"), by the words right after it
        // ("2019.03.26 lastupdate", "3. März 2020 (aktualisiert)") or by its element ("<time class="updated">").
        const after = b.slice(m.index + m[0].length, m.index + m[0].length + 16);
        const updated = /updated|modified|aktualisiert|mis à jour|actualizado|atualizado|更新/i.test(b.slice(from, m.index))
          || (i > 0 && m.index === 0 && UPDATED_ALONE.test(blocks[i - 1]!))
          || UPDATED_AFTER.test(after)
          || (page.updatedTexts ?? []).some((u) => u.includes(m[0]));
        from = m.index + m[0].length;
        const headlineWords = !!title && sameText(b, title);
        if (date) (headlineWords ? inHeadline : updated ? later : first).push(date);
        if (date && updated && !headlineWords) updatedOut?.push(date);
        // The time written after it ("3/5/2022 22:41", "November 8, 2023 at 11:30 p.m."): the publisher's clock.
        const minutes = date && !updated && !headlineWords && m.index === b.search(re) ? clockMinutes(b.slice(m.index + m[0].length, m.index + m[0].length + 24)) : null;
        if (clock && date && minutes !== null) {
          const day = normalizePublicationDate(date) ?? normalizePublicationDate(stampDate(date));
          if (day) clock.push({ date: day, minutes });
        }
      }
      break;
    }
  }
  return [...first, ...later, ...inHeadline];
}

/**
 * A date labelled as the publication's anywhere on the page, the label right before it ("Erschienen am:
 * 01.11.2023" in a footer, "Veröffentlichung: 04.02.2022", "Publié le 3 mai 2021", "Fecha de
 * publicación: 12/03/2020"): read when no tag, dateline near the headline or address dates the page.
 */
const PUB_WORDS = 'erschienen|veröffentlicht|veröffentlichung|publiziert|erscheinungsdatum|publikationsdatum|published|publication date|date published|publié|publiée|date de publication|publicado|publicada|fecha de publicación|pubblicato|pubblicata|data di pubblicazione|gepubliceerd|publicatiedatum|opublikowano|data publikacji|publicerad|publiceret|publisert|julkaistu'
  // (s10) A blog engine's footer sentence ("This entry was posted on Monday, December 14th, 2015 …",
  // "Dieser Artikel wurde am 14. Dezember 2015 um 14:48 von Heiner geschrieben", "Erstellt am Dienstag
  // 6. Mai 2014"): the words that open it.
  + '|posted|erstellt|eingestellt|geschrieben|verfasst|gepostet|mis en ligne|(?:dieser|der)\\s+(?:artikel|beitrag|eintrag|blogeintrag|text)\\s+wurde';
const DATE_WORD_AFTER = '(?:\\s+(?:am|on|le|el|il|op|den|em|dnia))?';
const PUB_LABEL = new RegExp(`(?<![\\p{L}])(?:${PUB_WORDS})${DATE_WORD_AFTER}\\s*[:：]?\\s*`, 'giu');
/**
 * (s10) The label alone in its block, the date in the next ("veröffentlicht" | "28.01.2022 06:00",
 * "Datum:" | "19.11.2021", "Published" | "May 4, 2021"): a date field laid out as two cells. A bare
 * "Date" word needs its colon.
 */
const PUB_LABEL_ALONE = new RegExp(`^(?:(?:${PUB_WORDS})${DATE_WORD_AFTER}\\s*[:：]?|(?:datum|date|fecha|data|dato|päivämäärä)\\s*[:：])$`, 'iu');
/** A weekday before the date after a label ("Erstellt am Dienstag 6. Mai 2014", "posted on Monday, December 14th, 2015"). */
const LEADING_WEEKDAY = new RegExp(`^(?:${WEEKDAY_NAMES})\\.?,?\\s+`, 'iu');
function labelledDates(page: ParsedPage, author: string | null = null): string[] {
  const dayFirst = dayFirstLang(page.lang);
  const dateAt = (text: string): string => {
    const rest = text.replace(LEADING_WEEKDAY, '').slice(0, 40);
    for (const [re, fmt] of TEXT_DATES) {
      const m = re.exec(rest);
      const date = m && m.index === 0 ? fmt(m, dayFirst) : '';
      if (date) return date;
    }
    return '';
  };
  for (const [i, b] of page.blocks.entries()) {
    if (b.length > 400) continue;
    if (PUB_LABEL_ALONE.test(b) && page.blocks[i + 1]) {
      const date = dateAt(page.blocks[i + 1]!);
      if (date) return [date];
    }
    for (const l of b.matchAll(PUB_LABEL)) {
      const date = dateAt(b.slice(l.index + l[0].length));
      if (date) return [date];
    }
    // (s10) A dateline with the writer after it ("jeudi 13 juin 2019, par Attac France").
    const dated = datedByline(b, page.lang, page.updatedTexts);
    if (dated) return [dated.date];
  }
  // (s11) The credit of the page's own writer and, in the next block, a date alone ("Written by Moses Kim
  // and Kate Shokurova" | "April 8, 2024" in an author box after the story, "Geschrieben von Jana Roth" |
  // "12.03.2024"): the piece's dateline. (A teaser's credit names another writer and dates another page.)
  const own = new Set((author ?? '').split(/;\s*/).filter((n) => n).map(nameKey));
  const blocks = page.blocks;
  for (const [i, b] of blocks.entries()) {
    const next = blocks[i + 1];
    if (!own.size || !next || next.length > 32 || b.length > 120 || !(CREDIT_LINE.test(b) || CREDIT_BY.test(b)) || !namesFromByline(b).some((n) => own.has(nameKey(n)))) continue;
    const date = dateAt(next);
    if (date) return [date];
  }
  return [];
}
/** (s11) A by-word and a capitalised name opening a block ("By Ann Roe", "Von Jana Roth", "Par Paul Blanc"). */
const CREDIT_BY = /^(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor)\s+\p{Lu}/u;

/** "サンワサプライ株式会社" → "サンワサプライ", "Acme Media, Inc." → "Acme Media": a <title> ends with the
 * company's legal name where a reader cites the brand (JSON-LD/meta publisher names are kept as given). */
export function withoutLegalForm(name: string | null): string | null {
  if (!name) return name;
  const out = name.replace(/^(株式会社|有限会社|合同会社)\s*|\s*(株式会社|有限会社|合同会社)$/u, '')
    .replace(/,?\s+(Inc|Ltd|LLC|GmbH|AG|S\.?A|plc|Co\.,? Ltd)\.?$/i, '').trim();
  return out.length >= 2 ? out : name;
}

/** "Jane Doe's blog", "Gregory Szorc's Digital Home": a site named after a person (2–3 capitalised words). */
const OWNER_SITE = /^(\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+){1,2})['’]s\s+(?:\p{L}+\s+)?(?:blog|weblog|home|homepage|site|website|page|journal|notes|corner|place)\b/iu;

/** A company's or association's legal form at the end of its name. */
const LEGAL_FORM = /(?:,\s*|\s)(?:Inc|Ltd|LLC|GmbH|gGmbH|AG|e\.\s?V|S\.\s?A|S\.\s?L|SE|plc|Co\.,? Ltd|S\.p\.A|S\.r\.l|B\.V|N\.V|KG|mbH)\.?$|^(?:株式会社|有限会社)/u;

const ORG_TYPE = /Organization|Corporation|NewsMediaOrganization|WebSite|Brand|Product/;

/** A site name written as its domain ("Bloomberg.com", "NPR.org", "BostonGlobe.com", "Spiegel.de"). */
const DOMAIN_NAME = /^(?:www\.)?[\p{L}\d-]+\.(?:com|net|org|info|news|co\.uk|com\.au|[a-z]{2})$/iu;

/**
 * A site name written as its domain when the page's declared publisher (a structured `publisher`,
 * publisher meta tags; not a copyright holder or provider) names the site with the same letters, without the domain ending and with capitals or
 * spaces ("NPR.org" / JSON-LD publisher "NPR", "BostonGlobe.com" / "The Boston Globe"): that is the
 * organisation's name. A site that calls itself by its domain everywhere keeps it, and a short form in
 * the <title> tail alone ("… - Libération" beside "Libération.fr") does not rename it.
 */
function brandOfDomain(name: string, others: Array<string | undefined>): string | null {
  const stem = letters(name.replace(/^www\./i, '').replace(/\.[^.]+(?:\.[a-z]{2})?$/i, ''));
  if (stem.length < 3) return null;
  const better = others.find((o) => {
    if (!o || DOMAIN_NAME.test(o.trim()) || !/[\p{Lu}\s]/u.test(o)) return false;
    const lo = letters(o);
    return lo === stem || lo === `the${stem}`;
  });
  return better ? foldWhitespace(better) : null;
}

/**
 * A site name written as a handle ("nationalpost", "al", "canada": lower case, no space) when another
 * source of the same page spells the same name ("National Post", "al.com", "Canada.com"): that spelling
 * is what a reader cites. The other spelling must have the handle's letters, and at most a domain ending more.
 */
function betterSpelling(name: string | null, others: Array<string | undefined>, declared: Array<string | undefined> = others): string | null {
  const brand = name && DOMAIN_NAME.test(name) ? brandOfDomain(name, declared) : null;
  if (brand) return brand;
  if (!name || /[\p{Lu}\s]/u.test(name) || !/^[\p{Ll}\d._-]+$/u.test(name)) return name;
  const l = letters(name);
  if (!l) return name;
  const better = others.find((o) => {
    if (!o || o === name || !/[\p{Lu}\s.]/u.test(o)) return false;
    const lo = letters(o);
    return lo === l || (lo.startsWith(l) && /^(com|net|org|de|co|uk|jp|fr|it|es|nl|at|ch|ca|au|in|io)+$/.test(lo.slice(l.length)) && /\.[a-z]{2,4}$/i.test(o.trim()));
  });
  return better ? foldWhitespace(better) : name;
}

/**
 * No source names the site: its brand is usually its host's own label, spelled somewhere on the page
 * ("ladbible.com" → "LADbible" in the footer, "kleinezeitung.at" → "Kleine Zeitung" as a JSON-LD
 * name). Structured names and title parts first, then a word of the visible text whose letters are
 * the host label (the most frequent spelling with a capital). Nothing found → null.
 */
function hostSpelling(page: ParsedPage, host: string | null, named: Array<string | undefined>): string | null {
  if (!host || host.length < 4) return null;
  for (const n of named) if (n && letters(n) === host && /\p{Lu}/u.test(n)) return foldWhitespace(n);
  const re = new RegExp(`(?<![\\p{L}\\d])${host.replace(/[^a-z0-9]/g, '')}(?![\\p{L}\\d])`, 'giu');
  const counts = new Map<string, number>();
  for (const m of page.text.slice(0, 200_000).matchAll(re)) if (/\p{Lu}/u.test(m[0])) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  let best: string | null = null;
  for (const [w, c] of counts) if (!best || c > counts.get(best)!) best = w;
  return best;
}

/** A link home's text that is the way there, an edition or a language, not the site's name ("Home", "Startseite", "Deutsch"). */
const HOME_WORDS = /^(?:home|home ?page|go home|go back|back(?: to (?:home|top))?|start|start ?seite|zur start ?seite|hauptseite|inicio|início|página inicial|pagina iniziale|accueil|page d['’]accueil|retour(?: à l['’]accueil)?|главная|головна|首页|首頁|主页|トップ|ホーム|anasayfa|ana sayfa|strona główna|αρχική|trang chủ|beranda|etusivu|forsiden?|framsida|startsida|hjem|voorpagina|úvod|kezdőlap|naslovnica|početna|acasă|pradžia|sākums|avaleht|menu|menü|logo|site logo|international|(?:\p{L}+ )?edition|blog|news|articles|posts|magazine|skip to (?:main )?content|zum inhalt|english|deutsch|français|español|italiano|português|nederlands|polski|русский|svenska|norsk|dansk|suomi|türkçe|日本語|中文|한국어|\S+\.(?:png|jpe?g|svg|gif|webp))$/iu;
/** (s11) A site's name and its tagline: a short name, then " | ", " – ", " - ", " — " or a colon, then the rest. */
const NAME_TAGLINE = /^([^|–—:：]{2,40}?)(?:\s+[|–—-]\s+|\s?[:：]\s)(.+)$/u;
/** (s11) "<section> by <House>" in any of the languages' "by". */
const SUB_BRAND_BY = /^\S.{0,60}?\s(?:by|von|par|por|di|door|av|af)\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s\p{Lu}[\p{L}\d&.'’-]*){0,2})$/u;
/** (s11) A link's words around the site's name on the way home: "Back to X homepage", "回到X首页", "Zurück zur X-Startseite". */
const HOME_LEAD = /^(?:(?:back|return|go)\s+to|zurück\s+zu[rm]?|retour\s+(?:à|a)(?:\s+l['’]accueil(?:\s+de)?)?|torna\s+(?:alla|al|a)(?:\s+home(?:page)?(?:\s+di)?)?|volver\s+a(?:l|\s+la)?|voltar\s+(?:à|ao|para(?:\s+[ao])?)|回到|返回到?|前往|回)\s*/iu;
const HOME_TAIL = /[\s-]*(?:首页|首頁|主页|主頁|トップページ|startseite|homepage|home ?page|home|accueil|portada)$/iu;
/** A copyright line's years, one or a span, the span's dash ASCII or full-width ("2015–2018", "2008～2024"). */
const YEAR_SPAN = String.raw`(?:19|20)\d\d(?:\s*[-–—－～〜~]\s*(?:19|20)\d\d)?`;
/** A copyright tag's sign and years before the holder ("© 2019 ", "2010, "). */
const LEADING_YEARS = new RegExp(String.raw`^\s*(?:©|\(c\)|copyright)?\s*(?:©|\(c\))?\s*(?:${YEAR_SPAN})?[\s,.]*`, 'iu');
/** The years after a holder's name ("Keith J. Grant 2015–2018"). */
const TRAILING_YEARS = new RegExp(String.raw`\s*${YEAR_SPAN}\s*$`, 'u');
/** (s15, fresh20) The holder a copyright tag names ("2010, Behance LLC", "© 2019 Acme Media GmbH"): its name, without years and legal form. */
function copyrightHolder(v: string | undefined): string | null {
  if (!v) return null;
  const h = v.replace(LEADING_YEARS, '').replace(RIGHTS, '').trim();
  return withoutLegalForm(h) || null;
}

/** A copyright line: the holder's name after the sign, its years and "by". */
const COPYRIGHT_HOLDER = /(?:©|\(c\)|\bcopyright\b)\s*(?:(?:©|\(c\))\s*)?(?:(?:19|20)\d\d(?:\s*[-–—－～〜~]\s*(?:(?:19|20)\d\d|present|heute|today))?\s*[,.]?\s*)?(?:(?:©|\(c\))\s*)?(?:by\s+)?([^|·•]{2,80})/iu;
/** What follows the holder's name: "All rights reserved" and its translations. */
const RIGHTS = /\s*(?:[-–—,.]\s*)?(?:all rights reserved|alle rechte(?: vorbehalten)?|tous droits réservés|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|wszelkie prawa zastrzeżone|все права защищены|alle rettigheder forbeholdes|alle rechten voorbehouden|kaikki oikeudet pidätetään|med ensamrätt|版权所有|著作権|저작권).*$/iu;

/** A Chinese ICP licence or public-security registration number ("沪ICP备06005607号-1", "粤公网安备 44030502000001号"). */
const ICP_NUMBER = /\p{sc=Han}{0,2}\s*(?:ICP|公网安|公網安)\s*(?:备|備|证|證)?\s*(?:字\s*)?[:：]?\s*(?:第\s*)?\d{5,}\s*号(?:\s*-\s*\d+)?|\p{sc=Han}{0,2}ICP\s*(?:备|備|证|證)\s*\d{5,}(?:\s*-\s*\d+)?/giu;

/** A name the chrome shows: short, with a letter, not a sentence, not the way home, an edition code or a logo's label. */
function chromeName(raw: string | undefined, title: string | null): string | null {
  if (!raw) return null;
  let v = foldWhitespace(raw);
  // (s11) "回到豆果美食首页" ("back to … home page"), "Back to The Verge homepage": the name between the way home's words.
  if (HOME_LEAD.test(v)) v = v.replace(HOME_LEAD, '').replace(HOME_TAIL, '').trim().replace(/^(?:the|die|der|das|la|le|el|il|l['’])\s*$/iu, '');
  else v = v.replace(HOME_AFTER_CJK, '');
  for (let i = 0; i < 3; i++) v = v.replace(/^(?:logo(?:\s+of)?|home|grafik|bild|image|foto|photo)\b\s*[:|–—-]?\s*/iu, '').replace(/\s*[:|–—-]?\s*\b(?:logo|home ?page|homepage|home)$/iu, '').replace(/[\s:|–—-]+$/u, '').trim();
  // "Site | Tagline", "Site – Tagline": the name before the separator; "lifehacker lifehacker" (a logo's text twice): once.
  const cut = /^(.{2,60}?)\s+[|–—-]\s+\S/u.exec(v);
  if (cut) v = cut[1]!.trim();
  const twice = /^(.{2,30}) \1$/u.exec(v);
  if (twice) v = twice[1]!;
  // (s15, fresh20) A Chinese site's licence and police registration numbers printed by its name in the
  // footer ("沪ICP备06005607号 上海市公积金管理中心", "京ICP证030173号", "京公网安备 11010502000001号"): not part of it.
  v = v.replace(ICP_NUMBER, ' ').replace(/\s+/gu, ' ').trim();
  v = withoutLegalForm(v) ?? v;
  if (!v || v.length > 60 || v.split(' ').length > 6 || !/\p{L}/u.test(v) || HOME_WORDS.test(v) || /logo|©|\bcopyright\b|\bflag\b|flagge|drapeau|bandera|bandiera/iu.test(v)) return null;
  if (/^\p{Lu}{2}$|^(?:\p{Lu}\.){1,3}$|^\d/u.test(v)) return null; // an edition or language code ("IN", "U.S."), a year
  if (/[.!?,]$|[.!?,]\s+\p{L}/u.test(v.replace(/\b\p{Lu}\.\s?/gu, '')) || /^https?:/i.test(v) || sameText(v, title ?? undefined)) return null;
  if (v.split(' ').length >= 3 && !/\p{Lu}|[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\s\p{P}\p{N}]/u.test(v)) return null; // "hire a virtual assistant": a phrase, not a name
  return v;
}

/**
 * (s10) A site whose pages carry no site name in meta tags or structured data (a Hugo blog, a
 * small CMS): its name as the page shows it — the header's logo link home (its text, or its
 * image's alt), else the holder in the footer's copyright line ("© 2026 Jornal da Régua. All rights
 * reserved."), else another link home. A careful reader cites that name. A link home that says
 * "Home", an edition ("U.S.") or a language ("Deutsch"), or holds only a logo file name, names
 * nothing; a link to another host is another site's.
 */
function siteFromChrome(page: ParsedPage, url: string | undefined, title: string | null): string | null {
  let own: string | null = null;
  try { own = url ? new URL(url).hostname.replace(/^www\./, '') : null; } catch { own = null; }
  const links = (page.homeLinks ?? []).filter((l) => {
    const abs = /^(?:https?:)?\/\/([^/?#\s]+)/i.exec(l.href);
    return !abs || (!!own && abs[1]!.toLowerCase().replace(/^www\./, '') === own);
  });
  const fromLink = (l: { text: string; alt: string }) => chromeName(l.text, title) ?? chromeName(l.alt, title);
  for (const l of links) if (l.logo) { const n = fromLink(l); if (n) return n; }
  const tail = page.blocks.slice(-40);
  for (let i = tail.length - 1; i >= 0; i--) {
    const m = COPYRIGHT_HOLDER.exec(tail[i]!.slice(0, 400));
    if (!m) continue;
    // (s15, fresh20) The full stop of an initial ("© 2015–2018 Keith J. Grant") is not the end of the holder's name.
    const holder = m[1]!.split(/(?<!(?:^|[\s.])\p{Lu})\.\s+(?=\p{Lu})/u)[0]!.replace(RIGHTS, '').replace(TRAILING_YEARS, '').replace(/[\s.,;:]+$/u, '').trim();
    const name = chromeName(holder, title);
    if (name && !/^(?:powered|designed|built|made|theme|site|website)\b/iu.test(name)) return name;
  }
  for (const l of links) if (!l.logo) { const n = fromLink(l); if (n) return n; }
  // (s11) A page on a subdomain (ncode.syosetu.com, blog.example.org) whose only named link home goes to
  // the parent site's home (syosetu.com, "小説家になろう"): the parent's name, as a last resort.
  if (own) {
    for (const l of page.homeLinks ?? []) {
      const abs = /^(?:https?:)?\/\/([^/?#\s]+)/i.exec(l.href);
      const parent = abs ? abs[1]!.toLowerCase().replace(/^www\./, '') : null;
      if (!parent || parent === own || !own.endsWith(`.${parent}`) || !hostLabel(`https://${parent}/`) || parent.split('.').length < 2) continue;
      const n = fromLink(l);
      if (n) return n;
    }
  }
  return null;
}

/** "and" in the languages of the pages we read: several people in one author field are joined with it. */
const AND_WORDS = 'and|und|og|och|et|y|e|i|en|ja|és|a|oraz|ve|dan|và|и|і|та|ir|un|ja|και|ו';
const PEOPLE_SPLIT = new RegExp(`\\s*[,;，、；]\\s*|\\s+(?:${AND_WORDS}|&)\\s+|(?<=\\p{L})\\/(?=\\p{Lu})`, 'iu');

/**
 * The byline's leading word written into a structured author name ("By Will Smale" in JSON-LD, "Von
 * Hans Müller", "Par Marie Dupont", "Av Kari Nordmann" in a meta tag) is not part of the name. Only
 * before two capitalised words: a surname such as "Von Braun" alone stays.
 */
const BY_WORD = /^(?:by|von|par|por|door|av|af|przez|από|автор)\s*:?\s+(?=\p{Lu}[\p{L}'’.-]*\s+\p{Lu})/iu;
export const withoutByWord = (v: string): string => v.replace(BY_WORD, '');

/**
 * One author field naming several people ("Samya Kullab and Vasilisa Stepanenko", "A und B, C",
 * "A og B") or a person with an affiliation ("Jana Novak, professor at the university of …, site.lt"):
 * the parts that read as names. "Gillman, Steve" stays one name (catalogue order); a field whose
 * parts are not names is kept whole.
 */
export function splitPeople(raw: string): string[] {
  return withoutCredentials(splitPeopleRaw(raw));
}

/**
 * Credentials after a name ("Jeffrey A. Slotnick CPP, PSP", "Ana Ruiz, MD", "Ellen Lindell, VMD, DACVB",
 * "Rebecca Lake CEPF®") are not names: trailing upper-case tokens of 2–4 letters (or a degree spelled
 * with dots: "Ph.D.", "M.D.") go when a name of two words with lower-case letters remains, and a list
 * entry that is credentials alone (up to 6 letters: "DACVB") goes when a name remains. Roman numerals ("III") and an all-caps
 * name ("MTHOBISI SITHOLE") stay.
 */
const CREDENTIAL = /^(?!(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$)(?:\p{Lu}{2,4}|Ph\.?\s?D|M\.\s?D|D\.\s?O|J\.\s?D|Dr\.?\s?med|MSc|BSc|MBA|MPH|DrPH|Esq)\.?[®©™]?$/u;
export function withoutCredentials(names: string[]): string[] {
  const trimmed = names.map((n) => {
    const words = n.split(/\s+/);
    let end = words.length;
    while (end > 2 && CREDENTIAL.test(words[end - 1]!.replace(/,$/, ''))) end--;
    const rest = words.slice(0, end);
    return end < words.length && rest.length >= 2 && rest.some((w) => /\p{Ll}/u.test(w)) ? rest.join(' ').replace(/,$/, '') : n;
  });
  // An entry on its own may be a longer credential ("DACVB", "FACEP").
  const credentialOnly = (n: string) => n.split(/\s*[\s,]\s*/).every((w) => CREDENTIAL.test(w) || /^\p{Lu}{5,6}[®©™]?$/u.test(w));
  // Only after a name ("Ellen Lindell, VMD, DACVB"): an agency first ("AFP/The Local") is a credit, not a credential.
  const kept = trimmed.filter((n, i) => i === 0 || !credentialOnly(n) || !/\p{Ll}/u.test(trimmed[0]!));
  return kept.length && kept.length < trimmed.length && kept.some((n) => /\p{Ll}/u.test(n)) ? kept : trimmed;
}

function splitPeopleRaw(raw: string): string[] {
  const v = withoutByWord(raw);
  if (/^[^\s,]+,\s*[^,\s]+(\s[^,\s]+)?$/.test(v) && !/\s(?:and|und|&)\s/i.test(v)) return [firstLast(v)];
  if (!PEOPLE_SPLIT.test(v)) return [firstLast(v)];
  const all = v.split(PEOPLE_SPLIT).map((x) => x.trim());
  // "Mac & i", "Q&A": a fragment (a letter, a lower-case word) means the field is one name, not a list.
  if (all.some((x) => x.length < 2 || (/^\p{Ll}/u.test(x) && !/\s/.test(x) && !/\.\p{L}{2,}$/u.test(x)))) return [firstLast(v)];
  // "hessenschau.de, Frankfurt, Germany": a site and its address; one-word parts beside a domain are places.
  const domains = all.filter((x) => /\.\p{L}{2,}$/u.test(x));
  const names = all.filter((x) => !domains.includes(x)).filter(nameLike).filter((x) => domains.length === 0 || /\s/.test(x));
  return names.length ? names : domains.length ? domains : [v];
}

/**
 * The visible headline against the page's other titles (JSON-LD headline, og:title, the <title> head):
 * - the same words where the markup lost a separator (a kicker span glued to the headline: "Flut Zwei
 *   Rücktritte" / "Flut: Zwei Rücktritte"; "पकड़ा:दो" / "पकड़ा: दो") → the other's punctuation;
 * - the other title with a short section label and a separator before it ("Kultur : Headline") → the
 *   other, the label is the section's.
 */
function settleHeadline(visible: string, others: Array<string | undefined>): string {
  const v = foldWhitespace(visible);
  const lv = v.replace(/[\s\p{P}]+/gu, '');
  for (const o of others) {
    if (!o) continue;
    const t = foldWhitespace(o);
    // Only separators may differ (not quotes, not a trailing "…" the other source added).
    const bare = (x: string) => x.replace(/[\s:;,|·–—-]+/g, '');
    if (t.length > v.length && lv.length >= 8 && bare(t) === bare(v)) return t;
    if (v.length > t.length && t.length >= 12 && v.endsWith(t)) {
      const label = v.slice(0, -t.length);
      if (/\s[:|–—·•»]\s*$|\s-\s*$/.test(label) && label.trim().split(/\s+/).length <= 4) return t;
    }
  }
  return v;
}

/**
 * A site name with its abbreviation or reading after it in brackets ("Schweizer Radio und Fernsehen
 * (SRF)", "BUZZAP！（バザップ！）") is cited by the name; full-width ASCII signs in it ("！") are
 * written as ASCII. A brand followed by its owner's company name ("Freie Presse - Chemnitzer Verlag
 * und Druck GmbH & Co. KG", "Le Journal | Groupe Presse SA") is cited by the brand.
 */
export function bareName(name: string | null): string | null {
  if (!name) return name;
  // (s12) A site named by its address ("www.wday.ru", the <title>'s tail): cited without the "www." ("wday.ru").
  if (/^www\.[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/iu.test(name.trim())) name = name.trim().slice(4);
  // "Freie Presse - Chemnitzer Verlag und Druck GmbH & Co. KG": the brand, then the company that owns it.
  const dash = /^(.{2,60}?)\s+[-–—|]\s+(.+)$/u.exec(name);
  if (dash && LEGAL_FORM.test(dash[2]!) && !LEGAL_FORM.test(dash[1]!)) name = dash[1]!;
  const cut = name.replace(/\s*(?:\([^()]{1,30}\)|（[^（）]{1,30}）)$/u, '').trim();
  const out = cut.length >= 2 ? cut : name;
  // Only in a Latin-script name: "ライフハッカー［日本版］" keeps its own brackets.
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(out) ? out : out.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * (s14, fresh18) A site's name written twice, in two scripts joined by a dash or bar ("澎湃新闻-The Paper",
 * "Nikkei | 日本経済新聞"; names of ≤ 60 characters): one name; on a page whose title is written in CJK the
 * CJK form is the one its readers cite, on any other page the Latin form.
 */
const TWO_SCRIPTS = /^([^\p{Script=Latin}]*\p{Script=Han}[^\p{Script=Latin}]*?|[\p{Script=Latin}\d][\p{Script=Latin}\d .&'’-]*?)\s*[-–—|｜]\s*([^\p{Script=Latin}]*\p{Script=Han}[^\p{Script=Latin}]*|[\p{Script=Latin}\d][\p{Script=Latin}\d .&'’-]*)$/u;
function oneScript(name: string | null, cjkPage: boolean): string | null {
  if (!name || name.length > 60) return name;
  const two = TWO_SCRIPTS.exec(name.trim());
  if (!two) return name;
  const [a, b] = [two[1]!.trim(), two[2]!.trim()];
  const aCjk = /\p{Script=Han}/u.test(a);
  if (aCjk === /\p{Script=Han}/u.test(b) || a.length < 2 || b.length < 2) return name;
  return aCjk === cjkPage ? a : b;
}

/** "Gillman, Steve" → "Steve Gillman": a catalogue-order name in a meta tag, written as the byline shows it. */
function firstLast(v: string): string {
  const m = /^(\p{Lu}[\p{L}'’-]+),\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u.exec(v);
  return m && !/^(jr|sr|ii|iii|iv)\.?$/i.test(m[2]!) ? `${m[2]} ${m[1]}` : v;
}

/** A full date in the article's URL path ("/2016/11/28/slug", "/2016-11-28-slug"), the last source. */
export function urlDate(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const m = /\/((?:19|20)\d\d)[/-](0?[1-9]|1[0-2])[/-](0?[1-9]|[12]\d|3[01])(?=[/_.-]|$)/.exec(path);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : undefined;
}

/**
 * A page number after the headline ("… - Page: 1", "… | Seite 2 von 3", "… (página 2)"): which page
 * of a paginated article was fetched, not part of its title.
 */
const PAGE_NUMBER = /(?:\s+[-|–—:·]\s*|\s*[(\[]\s*)(?:page|seite|página|pagina|pag\.|strona|sida|side|sivu|stránka|oldal|страница|сторінка)\s*:?\s*\d{1,3}(?:\s*(?:of|von|de|di|z|из|\/)\s*\d{1,3})?\s*[)\]]?$/iu;
export function withoutPageNumber(title: string | null): string | null {
  if (!title) return title;
  const cut = title.replace(PAGE_NUMBER, '').trim();
  return cut.length >= 3 ? cut : title;
}

/**
 * The visible headline = a short kicker (≤ 3 words, capitalised, no punctuation) + a space + another
 * title of the page (≥ 4 words): the markup glued a label line to the headline. → the headline as the
 * h1 writes it (the other title may write its dashes otherwise: "Signa in Sorge - Finanzdaten" in
 * og:title, "Signa in Sorge – Finanzdaten" in the h1), or null.
 */
function gluedKicker(visible: string, other: string): string | null {
  const v = foldWhitespace(visible);
  const t = foldWhitespace(other);
  const dashes = (x: string) => x.replace(/[–—]/g, '-');
  if (v.length <= t.length || !dashes(v).endsWith(` ${dashes(t)}`) || t.split(' ').length < 4 || !/^[\p{Lu}\d]/u.test(t)) return null;
  const label = v.slice(0, v.length - t.length).trim();
  return label.split(' ').length <= 3 && /^[\p{Lu}\d]/u.test(label) && !/[\p{P}]/u.test(label.replace(/[-'’.]/g, '')) ? v.slice(v.length - t.length) : null;
}

/**
 * (s9b) The visible headline = a kicker + a ":" or "|" with no space after it + another title of the
 * page (≥ 3 words): a label line joined to the headline by a separator only screen readers see
 * ("Medienmitteilung der Direktion :Impfen und …" — a visually hidden ":" span). → the other title as
 * the h1 writes it, or null. A kicker written with a spaced separator ("Nach Gaetz-Rückzug: …",
 * "Opinion | …") is the page's own wording and stays.
 */
function unspacedKicker(visible: string, other: string): string | null {
  const v = foldWhitespace(visible);
  const t = foldWhitespace(other);
  if (v.length <= t.length + 2 || significantWords(t).size < 3) return null;
  const tail = v.slice(v.length - t.length);
  if (tail.toLowerCase() !== t.toLowerCase() || !/^[\p{L}\p{N}]/u.test(tail)) return null;
  const label = v.slice(0, v.length - t.length);
  return /[\p{L}\p{N}][\p{L}\p{N}\p{P}\s]*\s?[:|｜：]$/u.test(label) && /[\p{L}]/u.test(label.slice(0, -1)) ? tail : null;
}

/**
 * The visible headline = another title of the page (≥ 4 words) + a space + a part glued on without a
 * separator: a date, or a capitalised subtitle line.
 */
function gluedTail(visible: string, other: string): 'date' | 'line' | null {
  const v = foldWhitespace(visible);
  const t = foldWhitespace(other);
  if (v.length <= t.length + 1 || !v.toLowerCase().startsWith(`${t.toLowerCase()} `) || t.split(' ').length < 4) return null;
  const rest = v.slice(t.length + 1);
  if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|^\d{4}-\d\d-\d\d\b/.test(rest)) return 'date';
  return /^\p{Lu}\p{Ll}/u.test(rest) && !/[:;,.!?]$/.test(t) && rest.split(' ').length >= 3 ? 'line' : null;
}

/**
 * A field label before the headline ("Title:Sparse Mixture-of-Experts…" — arXiv's h1 holds a
 * descriptor span; "Titel: …", "Titre : …", "标题：…"): the label is the form's, not the title's (blind10).
 */
const FIELD_LABEL = /^(title|titel|titre|título|titolo|tytuł|název|название|назва|başlık|標題|标题|題名|タイトル|제목)\s*[:：]\s*/iu;
export function withoutFieldLabel(title: string | null): string | null {
  if (!title) return title;
  const cut = title.replace(FIELD_LABEL, '').trim();
  return cut !== title && significantWords(cut).size >= 2 ? cut : title;
}

/** A date before the headline ("23.01.2022 - Headline", "2022-01-23 | Headline"): the dateline's, not the title's. */
const LEADING_DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d\d-\d\d|\d{1,2}\.?\s+\p{L}{3,}\.?\s+\d{4})\s*[-|–—:·•]\s+/u;
export function withoutLeadingDate(title: string | null): string | null {
  if (!title) return title;
  const cut = title.replace(LEADING_DATE, '').trim();
  return cut.length >= 3 ? cut : title;
}

const CJK_RUN = `[${CJK_LETTERS}ー・]`;
/** "…新闻首页", "…トップページ": a home-page word glued to a CJK site name. */
const HOME_AFTER_CJK = new RegExp(`(?<=[${CJK_LETTERS}])(?:首页|首頁|主页|主頁|トップページ)$`, 'u');
/** A CJK <title> with runs of 2–10 CJK characters glued on after unspaced "-", "_", "|" (at most three runs). */
const CJK_SITE_TAIL = new RegExp(`^(.+?)((?:[-_|—–]{1,2}${CJK_RUN}{2,10}){1,3})$`, 'u');
/** A site's address as its name ("FASSETTE.NET", "gipfelbuch.ch", "Move.org"). */
const ADDRESS = /^(?:www\.)?[\p{L}\d-]{2,}(?:\.[\p{L}\d-]{2,})*\.\p{L}{2,6}$/u;
/**
 * The visible headline = another title of the page (≥ 3 significant words) + a tail that is the site's
 * name: after a separator any form of it the page uses (`isSite`), glued on without a separator only
 * its exact name (`named`: "landscape photography" on "Isabella Tabacchi Photography" is the headline's
 * own word); or, after a separator, an address. → the headline as the h1 writes it, without the tail.
 */
function withoutSiteTail(visible: string, others: Array<string | undefined>, isSite: (part: string) => boolean, named: (part: string) => boolean): string {
  const v = foldWhitespace(visible);
  for (const o of others) {
    if (!o) continue;
    const t = foldWhitespace(o);
    if (v.length <= t.length || significantWords(t).size < 3 || !v.toLowerCase().startsWith(t.toLowerCase())) continue;
    const rest = v.slice(t.length);
    const tail = rest.replace(/^\s*[|｜\-–—:·•»«]?\s*/u, '').trim();
    if (!tail || tail.split(' ').length > 6) continue;
    const separated = /^\s*[|｜\-–—·•»«]\s/u.test(rest);
    if (separated ? isSite(tail) || ADDRESS.test(tail) : named(tail)) return v.slice(0, t.length).trim();
  }
  return v;
}

/** "Headline | Site" → "Headline" when Site is the page's known site name. */
function stripSite(title: string | null, isSite: (part: string) => boolean): string | null {
  if (!title) return title;
  for (const sp of [splitTitle(title), splitTitle(title, true)]) if (sp && isSite(sp.site)) return sp.head;
  return title;
}

function first(...vals: (string | undefined)[]): string | null {
  // A character reference escaped twice by the CMS ("Olive &#038; Herb", "&#8222;…&#8220;" in JSON-LD) is the character it names.
  const decoded = (v: string) => (/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(v) ? decodeHTMLStrict(v) : v);
  return vals.map((v) => v && foldWhitespace(decoded(v))).find((v) => !!v) ?? null;
}

/** The list that names the most distinct authors; the earlier list wins a tie. */
function mostAuthors(candidates: Array<string[] | undefined>): string | null {
  let best: string[] = [];
  for (const list of candidates) {
    const names = [...new Set((list ?? []).map(foldWhitespace).filter((n) => n !== ''))];
    if (names.length > best.length) best = names;
  }
  return best.length > 0 ? best.join(AUTHOR_SEPARATOR) : null;
}

/**
 * A login handle of the form first.last / first_last / first-last ("christian.stadtfeld", "maria_lopez")
 * where the page's own text spells a name whose first and last words are the handle's two parts
 * ("Christian P. Stadtfeld", "María López"): the name, as readers see it credited. Else the handle.
 */
export function spelledHandle(author: string, text: string): string {
  const m = /^(\p{Ll}{2,})[._-](\p{Ll}{2,})$/u.exec(author);
  if (!m) return author;
  const fold = (w: string) => w.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const hit of text.matchAll(/(?<![\p{L}])\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]+)/gu)) {
    const words = hit[0].split(/\s+/);
    if (fold(words[0]!) === fold(m[1]!) && fold(words[words.length - 1]!) === fold(m[2]!)) return hit[0];
  }
  return author;
}

/** The account name after a by-word, up to a date word or separator ("von Marianne1 am 20.09.2020" → "Marianne1"); else "". */
function byHandle(line: string): string {
  const m = /^(?:by|von|par|por|door|av|af)\s*:?\s+(\S+)(?:\s+(?:am|on|le|el|il|op|um|at)\s|\s*[|,·•—–-]|\s*$)/iu.exec(line.trim());
  // Only what reads as an account name (a digit, a dot or underscore, an inner capital): "von heute" is no handle.
  return m && /\d|[._]|\p{Ll}\p{Lu}/u.test(m[1]!) ? m[1]! : '';
}

/** Does the page present itself as an article (structured Article, og:type article, author or date)? */
export function looksLikeArticle(page: ParsedPage, meta: PageMetadata): boolean {
  const ogType = page.meta.get('og:type')?.[0]?.toLowerCase();
  return ogType === 'article' || (meta.author !== null && meta.published !== null);
}
