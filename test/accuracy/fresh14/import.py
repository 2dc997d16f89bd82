# Builds test/accuracy/fresh14 (see fresh14/NOTICE.md) from a bare git mirror of
# scrapinghub/article-extraction-benchmark: its article pages on hosts no other set has, at most two pages
# a host, with title / publisher / author / date labels written BY HAND (hand_labels.py) — upstream labels
# only the article's body text and its address.
# usage: python3 import.py <benchmark .git> <commit> <fresh6/import.py> <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set: real, fresh, fresh2…fresh13, dates2) name the hosts and the
# page bytes the project has already seen: pages of those hosts, or whose bytes equal a vendored page,
# are left out, so every fresh14 page comes from a site the project has not scored.
import ast, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse
(sh_git, sh_commit, fresh6_import, out), others = sys.argv[1:5], sys.argv[5:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (`bare`, `utf8`, `lang_of`), imported from fresh6/import.py as fresh7…fresh13 do: only
# its function definitions and module-level regular expressions run.
HELPERS = {'bare', 'utf8', 'lang_of'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
bare, utf8, lang_of = kit['bare'], kit['utf8'], kit['lang_of']
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

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out = {}, []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]

# ---------------- rules (all written before the first score) ----------------
# Selection: every page of ground-truth.json whose host (with and without `www.`) no other set has and
# whose bytes equal no vendored page; at most TWO pages a host (the benchmark has one or two a host on new
# hosts; the second keeps a site's template from weighing more than twice), in the order of the SHA-1 of
# the address; a page NOT_ARTICLE names (decided from the page) left out; two pages whose address differs
# only in its query (the scorer serves by host + path) — the second left out.
# Labels: hand_labels.py, written from the visible page before any run of citeflow on these pages:
# - title: the headline the page shows (its h1, white space collapsed). Where the window title (<title>)
#   carries ANOTHER headline for the same article (an SEO headline), that is accepted too — both are the
#   article's title as the page gives it; a window title that is only the headline plus the site's name
#   is not listed (the scorer compares the headline), nor an SEO line that is not a headline.
# - publisher: the name the site shows for itself (masthead or logo text, the window title's site part,
#   the copyright line), several forms where the site shows several (any one counts). An AP story on the
#   AP's hosted pages of a paper: the AP or the paper.
# - author: the names of the visible byline; an agency, desk or company byline kept as shown ("Associated
#   Press", "Reuters", "PTI", "HNN Staff", "Staff Reports", "Beachbody"); credentials and roles after a
#   name dropped ("Ap Sports Writer", "MS, RDN", "Live Science Contributor"); a CMS account ("admin",
#   "jdadmin", "Admin", "Vortex") not scored; no byline: not scored. Any one name of the list counts.
# - published: the day the page shows as the article's (the original day where an updated one is shown
#   too), in the page's own time zone; a masthead's "today" is not the article's day; no day: not scored.
gt = json.loads(show(sh_git, sh_commit, 'ground-truth.json'))
by_host, order = {}, sorted(gt.items(), key=lambda kv: hashlib.sha1(kv[1]['url'].encode()).hexdigest())
for hid, g in order:
    url = g['url']
    if seen(url): continue
    raw = gzip.decompress(show(sh_git, sh_commit, f'html/{hid}.html.gz'))
    if hashlib.sha1(raw).hexdigest() in seen_bytes: left_out.append(f'{hid[:10]} {url}: the same bytes as a vendored page'); continue
    h = bare(urllib.parse.urlparse(url).hostname)
    if len(by_host.setdefault(h, [])) >= 2: left_out.append(f'{hid[:10]} {url}: a third page of {h}'); continue
    by_host[h].append((hid, url, raw))
# first pages of every host, then second pages (the order the hand labels were written in)
chosen = [v[0] for v in by_host.values()] + [v[1] for v in by_host.values() if len(v) > 1]
served = set()
for hid, url, raw in chosen:
    if hid in NOT_ARTICLE: left_out.append(f'{hid[:10]} {url}: {NOT_ARTICLE[hid]}'); continue
    p = urllib.parse.urlparse(url)
    if (p.hostname, p.path) in served: left_out.append(f'{hid[:10]} {url}: the same host and path as another page (the scorer serves by path)'); continue
    served.add((p.hostname, p.path))
    t, pub, a, d, note = HAND[hid]
    key = f'sh-{hid[:8]}-' + slug(bare(p.hostname))
    lab = {'title': [ws(x) for x in t], 'publisher': pub}
    if a: lab['author'] = a
    if d: lab['published'] = d
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url.split('#')[0]
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw)

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
from collections import Counter
print('languages:', dict(Counter(v['country'] for v in labels.values())))
print('left out:'); [print('  ' + s) for s in left_out]
