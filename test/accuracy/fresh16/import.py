# Builds test/accuracy/fresh16 (see fresh16/NOTICE.md) from bare git mirrors of four metadata / article
# extraction libraries whose tests keep real saved pages:
#   chimbori/crux (Apache-2.0)        test_data/*.html at 4aa31ad9b6ce3c954edbda3e69be581fafb010f4 (the last
#                                      commit before crux dropped its golden files), addresses from its
#                                      GoldenFilesTest.kt;
#   karussell/snacktory (Apache-2.0)  src/test/resources/de/jetwick/snacktory/*.html at c05c5ec338922b3f9a40cd35597ba8094f9162b0;
#   smallrivers/snacktory (Apache-2.0, a fork with more pages) src/test/resources/de/jetwick/snacktory/*.html
#                                      and test_data/*.html at 6a87f3f19d13843166dd689760cbdc2ff3af34f6,
#                                      addresses from the comments of its ArticleTextExtractorTest.java;
#   skyshard/snacktory (Apache-2.0, a later fork of smallrivers') src/test/resources/de/jetwick/snacktory/*.html
#                                      at 02b25475ebbbd2b929ce06ba83ee6a6914930965, addresses from its test's comments;
#   MoOmEeN/snacktory (Apache-2.0, another fork) src/test/resources/input_html/*.html at
#                                      8a419bcaff0aa43f280c7de97ccb79ad7ae7058d, addresses from the pages' canonical links;
#   oscarotero/Embed (MIT)            tests/cache/<name>.php (the body between <<<'TESTHTML' and TESTHTML,
#                                      stored by Embed as UTF-8) at 62bd05060757a874673b4cda2299d94dd18f9a85.
# usage: python3 import.py <crux.git> <snacktory.git> <smallrivers-snacktory.git> <skyshard-snacktory.git>
#        <MoOmEeN-snacktory.git> <Embed.git> <fresh6/import.py>
#        <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set) name the hosts and page bytes the project has already seen:
# a page of those hosts (with and without `www.`), or whose bytes equal a vendored page, is left out.
import ast, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse
(crux, snack, srsnack, skysnack, mosnack, embed, fresh6_import, out), others = sys.argv[1:9], sys.argv[9:]
COMMITS = {'crux': (crux, '4aa31ad9b6ce3c954edbda3e69be581fafb010f4', 'test_data/{}.html'),
           'snacktory': (snack, 'c05c5ec338922b3f9a40cd35597ba8094f9162b0', 'src/test/resources/de/jetwick/snacktory/{}.html'),
           'smallrivers': (srsnack, '6a87f3f19d13843166dd689760cbdc2ff3af34f6', None),
           'skyshard': (skysnack, '02b25475ebbbd2b929ce06ba83ee6a6914930965', 'src/test/resources/de/jetwick/snacktory/{}'),
           'moomeen': (mosnack, '8a419bcaff0aa43f280c7de97ccb79ad7ae7058d', 'src/test/resources/input_html/{}'),
           'embed': (embed, '62bd05060757a874673b4cda2299d94dd18f9a85', 'tests/cache/{}.php')}
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def raw_of(source, name):
    repo, commit, pattern = COMMITS[source]
    if source == 'smallrivers':
        path = name if name.startswith('test_data/') else 'src/test/resources/de/jetwick/snacktory/' + name
    else:
        path = pattern.format(name)
    b = git(repo, 'show', f'{commit}:{path}')
    if source == 'embed':
        i = b.index(b"<<<'TESTHTML'\n") + len(b"<<<'TESTHTML'\n"); j = b.rindex(b'\nTESTHTML')
        b = b[i:j]
    return b

# fresh6's helpers (`bare`, `utf8`, `lang_of`), imported as fresh7…fresh14 do: only its function
# definitions and module-level regular expressions run.
HELPERS = {'bare', 'utf8', 'lang_of'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
bare, utf8 = kit['bare'], kit['utf8']
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py')).read(), hand)
HAND, NOT_ARTICLE = hand['HAND'], hand['NOT_ARTICLE']

seen_hosts, seen_bytes = set(), set()
for d in others:
    for k, v in json.load(open(os.path.join(d, 'labels.json'))).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())
seen_bare = {bare(h) for h in seen_hosts if h}
def seen(url):
    h = urllib.parse.urlparse(url).hostname
    return not h or h in seen_hosts or bare(h) in seen_bare

# ---------------- rules (all written before the first score) ----------------
# Selection (hand_labels.py names every page, decided from the page and its address before any score):
# every saved page of the four libraries' tests that is a news, blog, magazine or press-release article
# (not a home page, search page, Q&A thread, video, photo, album, code, wiki or recipe page, not a
# library's synthetic test page), whose address upstream names (the test's URL or the page's canonical
# link; one Apple release page names none, its address is Apple's pattern for the release, see NOTICE.md)
# and whose host (with and without `www.`) no other vendored set has, and whose bytes equal no vendored
# page; at most two pages a host (three ESPN pages: two on www.espn.com, one on sports.espn.go.com); a
# page held by several of these repositories taken once (crux's copy, which carries the address, else
# the first fork that has it); a photo gallery left out (NOT_ARTICLE).
# Labels: hand_labels.py, written BY HAND from the visible page before any run of citeflow on these pages:
# - title: the headline the page shows (its h1 or the headline in the article block, white space
#   collapsed). Where the window title carries ANOTHER headline for the same article (an SEO headline),
#   that is accepted too; a window title that is only the headline plus the site's name is not listed.
# - publisher: the name the site shows for itself (masthead / logo text, the window title's site part,
#   the copyright line), several forms where it shows several (any one counts); a blog: the blog's name
#   as its masthead shows it; a syndicated or hosted wire story: the hosting site, and for Yahoo's hosted
#   AP / Accesswire stories also the agency.
# - author: the names of the visible byline (any one counts); agency, desk and wire bylines kept as
#   shown ("Associated Press", "Business Wire", "ACN Newswire", "Accesswire", "News Desk", "NewsGram
#   Desk", "La rédaction", "Khaama Press", "Sporting News"); roles after a name dropped ("GalTime
#   Entertainment Diva", "USA TODAY", "Associate Editor"); names in capitals written in their ordinary
#   case; a pen name or first names kept as shown ("SanFranciscoGal"; "Tiana", "Lauren"); a blogger's
#   handle as byline: the handle and the name the post gives for it ("@krishnagade" / "Krishna Gade").
#   No byline (an About box or a meta tag is not a byline): not scored.
# - published: the day the page shows as the article's (dateline, "Posted", "Publié le", "Filed on",
#   "Autor: …, 25.04.2014"), the original where an updated day is shown too, an "Updated" day where only
#   that is shown; a masthead's today, a relative day ("2 weeks ago"), a month or an issue ("October
#   2010", "September/October 2010") is not scored; one page shows two days with no word for either
#   (Search Engine Journal "August 11, 2014 August 8, 2014"): either counts.
# - Upstream labels: crux asserts some window titles and site names, smallrivers' snacktory some author
#   names and one day (naturebox: 2015-02-19), Embed's fixture the day of 4pda (2022-12-04); each agrees
#   with the hand label (the checks below fail the build if not).
UPSTREAM_AGREES = {'sr-naturebox': ('published', '2015-02-19'), 'em-4pda': ('published', '2022-12-04'),
                   'cx-usatoday': ('author', 'Sean Leahy'), 'cx-dealbook': ('author', 'Andrew Ross Sorkin')}
os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, served, per_host = {}, [], set(), {}
def ws(s): return re.sub(r'\s+', ' ', s).strip()
for key, (source, name, url, lang, lab) in HAND.items():
    raw = raw_of(source, name)
    p = urllib.parse.urlparse(url)
    if seen(url): left_out.append(f'{key} {url}: a host another set has'); continue
    if hashlib.sha1(raw).hexdigest() in seen_bytes: left_out.append(f'{key} {url}: the same bytes as a vendored page'); continue
    if (p.hostname, p.path) in served: left_out.append(f'{key} {url}: the same host and path as another page'); continue
    served.add((p.hostname, p.path))
    per_host[p.hostname] = per_host.get(p.hostname, 0) + 1
    assert per_host[p.hostname] <= 2, url
    out_lab = {'title': [ws(x) for x in lab['title']], 'publisher': lab['publisher']}
    for f in ('author', 'published'):
        if lab.get(f): out_lab[f] = lab[f]
    # Embed stores its bodies as UTF-8 whatever the page declared (4pda: windows-1251): served as UTF-8.
    out_lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    out_lab['url'] = url
    out_lab['country'] = lang
    labels[key] = out_lab
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
for key, (field, value) in UPSTREAM_AGREES.items():
    assert value in labels[key][field], (key, field, value)
for k, why in NOT_ARTICLE.items(): left_out.append(f'{k}: {why}')

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
from collections import Counter
print('languages:', dict(Counter(v['country'] for v in labels.values())))
print('served as:', dict(Counter(v['contentType'] for v in labels.values())))
print('left out:'); [print('  ' + s) for s in left_out]
