# Builds test/accuracy/fresh18 (see fresh18/NOTICE.md) from bare git mirrors of two repositories whose tests keep
# real saved pages:
#   kingname/GeneralNewsExtractor (MIT)            tests/<dir>/<file>.html at de4a338071e2edc0f075e70c924f0b70d76a5bd7: Chinese
#                                                   news pages, no address, no labels upstream -> hand labels;
#   Gerapy/GerapyAutoExtractor (Apache-2.0)       samples/detail/<file>.html at d65ddd09d4714db4615ea0d522829b20ca7805e5:
#                                                   two more Chinese news pages, hand labels as GNE's;
#   alan-turing-institute/misinformation-crawler (MIT) tests/site_test_data/<site>/article-N_article.html with
#                                                   article-N_extracted_data.json (title, byline,
#                                                   publication_datetime, article_url) at 578fe203b8f4135dd223854d57eb961b977ca145.
# usage: python3 import.py <GeneralNewsExtractor.git> <GerapyAutoExtractor.git> <misinformation-crawler.git> <fresh6/import.py>
#        <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set) name the hosts and page bytes the project has already seen: a page
# on those hosts (with and without `www.`) or whose bytes equal a vendored page is left out.
import ast, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse, html as htmlmod
(gne_git, ger_git, mc_git, fresh6_import, out), others = sys.argv[1:6], sys.argv[6:]
GER_COMMIT = 'd65ddd09d4714db4615ea0d522829b20ca7805e5'
GNE_COMMIT = 'de4a338071e2edc0f075e70c924f0b70d76a5bd7'
MC_COMMIT = '578fe203b8f4135dd223854d57eb961b977ca145'
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout

HELPERS = {'bare', 'utf8', 'lang_of'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
bare, utf8 = kit['bare'], kit['utf8']
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py')).read(), hand)

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
# Selection: Part A (GNE): the test pages that are news or notice articles, at most two a host, one or two
# pages a site (hand_labels.GNE names each; GNE_LEFT_OUT the rest and why). Part B (misinformation-crawler):
# one article a site, on sites no other set has: the first article (article-1, …) whose expected data has a
# title and whose address is the page's own (upstream's article_url; where upstream gives none or its
# placeholder "<site>/article-N_article.html", the page's canonical / og:url link); MC_ARTICLE / MC_LEFT_OUT
# name the exceptions.
# Labels, Part A: all hand-written (hand_labels.py, rules in NOTICE.md). Part B:
# - title: upstream's `title`, white space collapsed.
# - author: upstream's `byline`, split into names at ", ", " and ", " & " (a ", Jr." stays with its name); an
#   agency or paper after a name kept as a name of its own ("Darlene Superville, Associated Press" ->
#   both; any one counts); no byline upstream: not scored.
# - published: the day of upstream's `publication_datetime` (its date part, as upstream writes it: the
#   page's local day); none upstream: not scored. Where upstream's time is a UTC stamp and the page's
#   byline shows the day before, the day the page shows (hand_labels.MC_DAY_SHOWN, four pages).
# - publisher: hand-written (hand_labels.MC_PUBLISHER); None: not scored.
# Serving: UTF-8 bytes as `text/html; charset=utf-8`, the rest as bare `text/html` (the page's own declaration).
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def split_byline(b):
    b = ws(b)
    b = re.sub(r',\s*(Jr\.|Sr\.|III|II)', r' \1', b)
    parts = re.split(r',\s*|\s+and\s+|\s*&\s*', b)
    return [p.strip() for p in parts if p.strip()]
def canon(b):
    for pat in [rb'<link[^>]+rel=["\']canonical["\'][^>]*href=["\']([^"\']+)', rb'<link[^>]+href=["\']([^"\']+)["\'][^>]*rel=["\']canonical',
                rb'property=["\']og:url["\'][^>]*content=["\']([^"\']+)']:
        m = re.search(pat, b)
        if m: return htmlmod.unescape(m.group(1).decode('utf-8', 'replace'))

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, served, per_host = {}, [], set(), {}
def add(key, raw, url, lab, lang):
    p = urllib.parse.urlparse(url)
    if seen(url): left_out.append(f'{key} {url}: a host another set has'); return
    if hashlib.sha1(raw).hexdigest() in seen_bytes: left_out.append(f'{key} {url}: the same bytes as a vendored page'); return
    if (p.hostname, p.path) in served: left_out.append(f'{key} {url}: the same host and path as another page'); return
    served.add((p.hostname, p.path))
    per_host[p.hostname] = per_host.get(p.hostname, 0) + 1
    assert per_host[p.hostname] <= 2, url
    o = {'title': [ws(x) for x in lab['title']]}
    for f in ('publisher', 'author', 'published'):
        if lab.get(f): o[f] = lab[f]
    o['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    o['url'] = url
    o['country'] = lang
    labels[key] = o
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))

for key, (f, url, lab) in hand['GNE'].items():
    add(key, git(gne_git, 'show', f'{GNE_COMMIT}:tests/{f}'), url, lab, 'zh')
for key, (f, url, lab) in hand['GERAPY'].items():
    add(key, git(ger_git, 'show', f'{GER_COMMIT}:samples/detail/{f}'), url, lab, 'zh')
for s in hand['GNE_LEFT_OUT']: left_out.append(f'GNE {s}: see hand_labels.py')

files = git(mc_git, 'ls-tree', '-r', '--name-only', MC_COMMIT, 'tests/site_test_data').decode().split('\n')
sites = sorted({f.split('/')[2] for f in files if f.count('/') == 3})
for site in sites:
    if site in hand['MC_LEFT_OUT']: left_out.append(f'mc {site}: {hand["MC_LEFT_OUT"][site]}'); continue
    if seen('http://' + site + '/'): continue
    arts = sorted({f.split('/')[3].split('_')[0] for f in files if f.startswith(f'tests/site_test_data/{site}/')}, key=lambda a: int(a.split('-')[1]))
    if site in hand['MC_ARTICLE']: arts = [hand['MC_ARTICLE'][site]]
    for a in arts:
        x = json.loads(git(mc_git, 'show', f'{MC_COMMIT}:tests/site_test_data/{site}/{a}_extracted_data.json'))
        raw = git(mc_git, 'show', f'{MC_COMMIT}:tests/site_test_data/{site}/{a}_article.html')
        url = x.get('article_url') or ''
        if not url or url.endswith('_article.html'): url = canon(raw) or ''
        if not url or not x.get('title'): continue
        url = url.split('#')[0]
        assert site in hand['MC_PUBLISHER'], site
        lab = {'title': [x['title']], 'publisher': hand['MC_PUBLISHER'][site]}
        if x.get('byline'): lab['author'] = split_byline(x['byline'])
        if x.get('publication_datetime'): lab['published'] = [x['publication_datetime'][:10]]
        if site in hand['MC_DAY_SHOWN']: lab['published'] = [hand['MC_DAY_SHOWN'][site][0]]
        add(f'mc-{site.replace(".", "-")}', raw, url, lab, kit['lang_of'](raw))
        break

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
from collections import Counter
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'publisher labels {sum("publisher" in v for v in labels.values())}, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
print('languages:', dict(Counter(v['country'] for v in labels.values())))
print('served as:', dict(Counter(v['contentType'] for v in labels.values())))
print('left out:'); [print('  ' + s) for s in left_out]
