/**
 * Issue 12, author and date classes (fresh9's round): each case is written by hand in another
 * language or markup than the real page that showed the class.
 */
import { extractMetadata, pageMetadata, parsePage } from '../../activities/classify';
import { splitPeople } from '../../activities/classify/metadata';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const meta = (html: string, url?: string) => pageMetadata(parsePage(html), url);

describe('a UTC stamp one day off the date in the page\'s own address: the address\'s day', () => {
  test('JSON-LD datePublished in Z just after midnight UTC, a Spanish page whose address holds the day before', () => {
    const html = `<html lang="es"><head><title>Nota</title>${ld({ '@type': 'NewsArticle', headline: 'Nota', datePublished: '2020-02-18T02:18:11Z' })}</head><body><h1>Nota</h1><p>Texto.</p></body></html>`;
    expect(meta(html, 'https://diario.example/2020/02/17/nota/').published).toBe('2020-02-17');
  });
  test('an HTTP-style GMT stamp late in the day, the address holds the next day (dashes)', () => {
    const html = `<html lang="ja"><head><title>記事</title><meta name="pubdate" content="Tue, 04 Mar 2025 22:40:00 GMT"></head><body><h1>記事</h1><p>本文。</p></body></html>`;
    expect(meta(html, 'https://news.example/2025-03-05/kiji.html').published).toBe('2025-03-05');
  });
  test('not moved: an address two days off, a stamp with the publisher\'s own offset, or no date in the address', () => {
    const page = (stamp: string) => `<html><head><meta property="article:published_time" content="${stamp}"></head><body><p>x</p></body></html>`;
    expect(meta(page('2019-01-01T23:30:00+00:00'), 'https://blog.example/2019/01/03/post/').published).toBe('2019-01-01');
    // mid-morning UTC under the day before: only a clock 10+ hours behind UTC reads that day (the address was begun the day before)
    expect(meta(page('2019-01-02T10:30:00Z'), 'https://blog.example/2019/01/01/post/').published).toBe('2019-01-02');
    expect(meta(page('2019-01-01T23:30:00-05:00'), 'https://blog.example/2019/01/02/post/').published).toBe('2019-01-01');
    expect(meta(page('2019-01-01T23:30:00+00:00'), 'https://blog.example/post/').published).toBe('2019-01-01');
    // the address agreeing with the stamp's own day: the stamp's day
    expect(meta(page('2019-01-01T23:30:00Z'), 'https://blog.example/2019/01/01/post/').published).toBe('2019-01-01');
  });
});

describe('authors', () => {
  test('a label or by-word glued to the name by markup ("AutorinMaria Roth", "AuteurJean Dupont") is not part of it; "DoorDash" stays', () => {
    const html = (name: string) => `<html lang="de"><head>${ld({ '@type': 'BlogPosting', headline: 'Ein Text', author: { '@type': 'Person', name } })}</head><body><h1>Ein Text</h1><p>Inhalt.</p></body></html>`;
    expect(extractMetadata(html('AutorinMaria Roth')).author).toBe('Maria Roth');
    expect(extractMetadata(html('AuteurJean Dupont')).author).toBe('Jean Dupont');
    expect(extractMetadata(html('DoorDash')).author).toBe('DoorDash');
  });
  test('credentials after a name are not names ("Ana Ruiz, MD", "Tom Berg DVM, DACVB", "Lee Park Ph.D."); an all-caps name and "III" stay', () => {
    const html = (name: string) => `<html><head><meta name="author" content="${name}"></head><body><p>x</p></body></html>`;
    expect(extractMetadata(html('Ana Ruiz, MD')).author).toBe('Ana Ruiz');
    expect(extractMetadata(html('Tom Berg DVM, DACVB')).author).toBe('Tom Berg');
    expect(extractMetadata(html('Lee Park Ph.D.')).author).toBe('Lee Park');
    expect(extractMetadata(html('MTHOBISI SITHOLE')).author).toBe('MTHOBISI SITHOLE');
    expect(extractMetadata(html('John Smith III')).author).toBe('John Smith III');
    // an agency first is a credit, not a credential
    expect(splitPeople('AFP; Eva Holm; Jon Berg')).toEqual(['AFP', 'Eva Holm', 'Jon Berg']);
    expect(splitPeople('Ellen Lindell, VMD, DACVB')).toEqual(['Ellen Lindell']);
  });
  test('a weekday in a byline element (a dateline "Mo., 3. März 2025") names no one', () => {
    const html = `<html lang="de"><head><title>Bericht</title></head><body><h1>Bericht über die Stadt</h1><div class="byline">Mo, 3. März 2025 - 10:15</div><p>Text des Berichts.</p></body></html>`;
    expect(extractMetadata(html).author).toBeNull();
  });
  test('a sentence crediting the writer, in several languages', () => {
    const body = (p: string) => `<html><head><title>T</title></head><body><main><h1>Un titre assez long</h1><p>${p}</p><p>Le texte de l'article.</p></main></body></html>`;
    expect(extractMetadata(body("Cet article a été rédigé par Claire Martin, consultante.")).author).toBe('Claire Martin');
    expect(extractMetadata(body('Dieser Beitrag wurde von Jana Roth verfasst.')).author).toBe('Jana Roth');
    expect(extractMetadata(body('This article was written by Dr Sam Lee, a nurse.')).author).toBe('Dr Sam Lee');
    expect(extractMetadata(body('Gastbeitrag von Ole Hansen')).author).toBe('Ole Hansen');
    // not a credit of this piece: a sentence about someone else's writing
    expect(extractMetadata(body('The book was written by Mary Shelley.')).author).toBeNull();
  });
  test('a login handle first.last / first_last where the page spells the name: the name', () => {
    const html = (handle: string, text: string) => `<html><head>${ld({ '@type': 'NewsArticle', headline: 'Ein Kommentar', author: { '@type': 'Person', name: handle } })}</head><body><h1>Ein Kommentar</h1><p>${text}</p></body></html>`;
    expect(extractMetadata(html('maria_lopez', 'Opinión de María J. López sobre el tema.')).author).toBe('María J. López');
    expect(extractMetadata(html('maria_lopez', 'Nadie firma este texto.')).author).toBe('maria_lopez');
  });
  test('a JSON-LD node typed Person and Organization (a personal site) may be the writer', () => {
    const graph = { '@context': 'https://schema.org', '@graph': [
      { '@type': ['Person', 'Organization'], '@id': '#me', name: 'Kari Nordmann' },
      { '@type': 'WebSite', '@id': '#site', name: 'kari.example', publisher: { '@id': '#me' } },
      { '@type': 'BlogPosting', headline: 'Om skriving', author: { '@id': '#me' }, publisher: { '@id': '#me' } },
    ] };
    // the byline names her; a quotation widget in the sidebar credits another writer
    const html = `<html lang="no"><head><meta property="og:site_name" content="kari.example">${ld(graph)}</head><body><h1>Om skriving</h1><span class="byline"><span class="author vcard"><a class="url fn n" href="/author/kari/">Kari Nordmann</a></span></span><p>Tekst.</p><aside><div class="quote">Et sitat.</div><div class="quote_author">Henrik Ibsen</div></aside></body></html>`;
    expect(extractMetadata(html).author).toBe('Kari Nordmann');
  });
});

describe('authors: bylines in more forms', () => {
  const doc = (lang: string, inner: string) => `<html lang="${lang}"><head><title>T</title></head><body><main><h1>Ein längerer Titel hier</h1>${inner}<p>Der Text des Artikels steht hier.</p></main></body></html>`;
  test('a capitalised weekday after the by-word\'s date word ends the name ("Von Eva Berg am Samstag, 19. Oktober 2019")', () => {
    expect(extractMetadata(doc('de', '<p>Von Eva Berg am Samstag, 19. Oktober 2019 um 11:14 Uhr</p>')).author).toBe('Eva Berg');
    expect(extractMetadata(doc('fr', '<p>Par Luc Martin le Mardi 5 mai 2020</p>')).author).toBe('Luc Martin');
  });
  test('a credit phrase alone in its block (an author box heading), the name in the next', () => {
    expect(extractMetadata(doc('de', '<p>Inhalt.</p><h3>Geschrieben von</h3><div>Petra Schulz</div>')).author).toBe('Petra Schulz');
    expect(extractMetadata(doc('es', '<p>Contenido.</p><h2>Un artículo de</h2><div>Lucía Gómez</div>')).author).toBe('Lucía Gómez');
  });
  test('a dateline holding a numeric date and a name, either order; a place is no name', () => {
    expect(extractMetadata(doc('de', '<div>Ana Ruiz | 2021-03-04</div>')).author).toBe('Ana Ruiz');
    expect(extractMetadata(doc('de', '<div>04.03.2021 – Tom Weber</div>')).author).toBe('Tom Weber');
    expect(extractMetadata(doc('de', '<div>12.05.2022 - Bad Homburg</div>')).author).toBeNull();
  });
  test('a by-word line naming a login handle: the handle; a lower-case word is no handle', () => {
    expect(extractMetadata(doc('en', '<p>by jsmith_22 on May 4</p>')).author).toBe('jsmith_22');
    expect(extractMetadata(doc('de', '<p>von heute</p>')).author).toBeNull();
  });
});

describe('(s9) a newspaper section\'s name is no author', () => {
  const doc = (lang: string, inner: string) => `<html lang="${lang}"><head><title>T</title></head><body><main><h1>Un titular bastante largo</h1>${inner}<p>El texto del artículo.</p></main></body></html>`;
  test('a section and a separator before the byline\'s names: the names', () => {
    expect(extractMetadata(doc('es', '<div class="author">Deportes | Marta Gil y Pablo Ruiz</div>')).author).toBe('Marta Gil; Pablo Ruiz');
    expect(extractMetadata(doc('en', '<span class="byline">Opinion • Sarah Lee</span>')).author).toBe('Sarah Lee');
  });
  test('a section\'s name alone in a byline element names no one; a surname that is such a word stays', () => {
    expect(extractMetadata(doc('it', '<div class="author">Cronaca</div>')).author).toBeNull();
    expect(extractMetadata(doc('en', '<span class="byline">By Henry Sport</span>')).author).toBe('Henry Sport');
  });
});
