/** The text of client-rendered shells read from what the response carries (activities/classify/hydration.ts). */
import { isProseLine, isStateScript, recoverShellText, stringLiterals } from '../../activities/classify/hydration';
import { parsePage } from '../../activities/classify/page';

const para = (i: number) => `Paragraph ${i} of the story tells how the ferry service resumed after the winter storms and what the harbour master said about it.`;

describe('stringLiterals', () => {
  test('JSON and JS object literals alike, escapes decoded, comments skipped', () => {
    const src = `// don't read this
      window.__STATE__ = {a: "line\\none", 'b': 'it\\'s', c: \`tmpl\`, d: "\\u00e9t\\u00e9 \\x41", /* it's a comment */ e: "\\u{1F600}"};`;
    expect(stringLiterals(src)).toEqual(['line\none', 'b', "it's", 'tmpl', 'été A', '😀']);
  });
  test('a string left open at the end of the source is dropped, not read to the end', () => {
    expect(stringLiterals('{"a": "ok", "b": "never closed')).toEqual(['a', 'ok', 'b']);
  });
});

describe('isProseLine', () => {
  test.each([
    ['The council voted on Tuesday to convert three disused rail yards into public parks.', true],
    ['市は十二日、駅前の旧市場跡地を市民公園として整備する計画を正式に発表した。', true],
    ['flex flex-col items-center gap-4 px-6 md:px-12 lg:max-w-3xl text-slate-800', false],
    ['https://cdn.example.com/images/2025/03/harbour-bridge-night-view-large.jpg', false],
    ['article_body_text article_headline article_byline', false],
    ['function(a,b){return a.map(function(x){return x+b})}', false],
    ['Read more', false],
  ])('%s → %s', (line, expected) => {
    expect(isProseLine(line)).toBe(expected);
  });
});

test('page-state scripts are recognised by their assignment, not by any inline script', () => {
  expect(isStateScript('window.__NUXT__=(function(a){return {}}(1))')).toBe(true);
  expect(isStateScript('self.__next_f.push([1,"x"])')).toBe(true);
  expect(isStateScript(' var __INITIAL_STATE__ = {"a":1}')).toBe(true);
  expect(isStateScript('window["__APOLLO_STATE__"] = {}')).toBe(true);
  expect(isStateScript('gtag("config", "G-1"); dataLayer.push({})')).toBe(false);
  expect(isStateScript('if (window.innerWidth < 600) document.body.classList.add("m")')).toBe(false);
});

test('UI strings alone are not an article: nothing is recovered', () => {
  const dict = JSON.stringify({ menu: 'Menu', notFound: 'Sorry, the page you are looking for could not be found.', wall: 'Subscribe to continue reading our journalism today.' });
  expect(recoverShellText([], [`window.__I18N__ = ${dict}`], [])).toBeNull();
});

describe('parsePage on shells', () => {
  const shell = (body: string, head = '') => `<!doctype html><html><head><title>Ferry returns</title>${head}</head><body>${body}</body></html>`;

  test('a Next.js shell: the text comes from __NEXT_DATA__, once per distinct paragraph', () => {
    const data = { props: { pageProps: { story: { summary: para(1), body: [para(1), para(2), para(3)].map((p) => `<p>${p}</p>`).join('') } } }, page: '/s/[id]' };
    const page = parsePage(shell(`<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`));
    expect(page.recoveredFrom).toBe('embedded data');
    expect(page.blocks).toEqual([para(1), para(2), para(3)]);
    expect(page.ownText).toContain('what the harbour master said');
    expect(page.shownChars).toBe(0);
  });

  test('a <noscript> copy with an article in it is the text; a bare "enable JavaScript" notice is not', () => {
    const withCopy = parsePage(shell(`<div id="root"></div><noscript><article><h1>Ferry returns</h1><p>${para(1)}</p><p>${para(2)}</p></article></noscript>`));
    expect(withCopy.recoveredFrom).toBe('noscript');
    expect(withCopy.blocks).toEqual(['Ferry returns', para(1), para(2)]);
    const notice = parsePage(shell('<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>'));
    expect(notice.recoveredFrom).toBeUndefined();
    expect(notice.text).toBe('');
  });

  test('a page that shows its text is judged on what it shows, whatever its scripts carry', () => {
    const shown = `<article><h1>Ferry returns</h1><p>${para(1)}</p></article>`;
    const page = parsePage(shell(`${shown}<script>window.__INITIAL_STATE__ = ${JSON.stringify({ other: [para(7), para(8), para(9)] })}</script>`));
    expect(page.recoveredFrom).toBeUndefined();
    expect(page.text).not.toContain('Paragraph 7');
  });

  test('<noscript> inside <head> (tracking pixels, styles) is never page text', () => {
    const page = parsePage(shell('<div id="app"></div>', `<noscript><style>.x{}</style>${para(4)} ${para(5)}</noscript>`));
    expect(page.recoveredFrom).toBeUndefined();
  });
});
