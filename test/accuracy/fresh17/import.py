# Builds test/accuracy/fresh17 (see fresh17/NOTICE.md) from a bare git mirror of kepano/defuddle (MIT):
#   tests/fixtures/<name>.html with its expected output tests/expected/<name>.md (a JSON block
#   {"title","author","site","published"} = defuddle's snapshot of its own output) at
#   6de16345bbc822e69397bd6a126861bad9ff469f, plus one real page defuddle added on a later fix commit that is not on
#   that commit's history (general--lilianweng.github.io:posts:2025-05-01-thinking: at 59db6d471ba96bc0421f13ce7ba7bc3f3e8f1e83).
# usage: python3 import.py <defuddle.git> <fresh6/import.py> <out dir> <other sets' dirs...>
#
# ---------------- rules (all written before the first score) ----------------
# Selection (which fixtures are real saved pages): a fixture is taken when it is a page a real site served,
# saved (possibly shortened) with the site's own markup, AND it names its address (the fixture's name, a
# `<!-- {"url": …} -->` comment, a canonical / og:url link), AND its main content is one authored article
# (news, blog post, essay, long-form post; the precedent of fresh16: not a wiki / encyclopedia entry,
# documentation or reference page, issue thread, social note, demo page, scripture or chat page).
# Left out as synthetic: every fixture on example.* / placeholder hosts or with placeholder ids
# ("test-owner/test-repo", "item?id=12345678", "@user-12345678"), every hand-written document (lorem ipsum,
# "Test …" / "Sample …" titles, a few elements written to reproduce one extraction case, explanatory
# comments such as "(should be removed)" inside the markup) — 170-odd of the 208 fixtures.
# Left out as real but not an article page (printed below): Wikipedia (Obsidian (software)), MDN's Array
# reference, a GitHub issue, a Substack note, Stripe's and Sanity Image's docs pages, the SCP wiki, a
# dhammatalks.org sutta translation, IntMath's and MathJax's demo pages, a locally saved KaTeX page (no
# address), tiny excerpts of lean-lang.org, leetcode.com and earendil.com pages.
# Also left out: any page whose bytes equal a vendored page or whose host+path another set serves.
# Labels (hand_labels.py): upstream's expected values, REVIEWED against the visible page before any run
# of citeflow on these pages:
# - title: upstream's, unless the page plainly shows another headline (a window title with the site's
#   name appended is not the headline);
# - publisher (upstream `site`): upstream's, unless it is plainly not the site (an author's name); where
#   the page shows its own name in another form (masthead, copyright line, og:site_name) that form is
#   accepted too; empty upstream: the site's name where the page plainly shows it;
# - author: upstream's; empty upstream: the visible byline's name where the page shows one (a role
#   after the name dropped), else not scored;
# - published: the date part of upstream's value (ISO or "February 26, 2026" → YYYY-MM-DD), unless the
#   page shows it is another item's day (then not scored unless the page shows the article's day); a
#   relative day ("Planted over 5 years ago") or a month is not scored;
# - every departure from upstream is in hand_labels.CHANGES and NOTICE.md; import.py checks that every
#   other upstream value equals the label.
import ast, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse, datetime
(repo, fresh6_import, out), others = sys.argv[1:4], sys.argv[4:]
def git(*a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
HELPERS = {'bare', 'utf8', 'lang_of'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
bare, utf8 = kit['bare'], kit['utf8']
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py')).read(), hand)
PAGES, CHANGES = hand['PAGES'], hand['CHANGES']

seen_paths, seen_bytes = set(), set()
for d in others:
    for k, v in json.load(open(os.path.join(d, 'labels.json'))).items():
        if isinstance(v, dict) and v.get('url'):
            p = urllib.parse.urlparse(v['url']); seen_paths.add((bare(p.hostname), p.path.rstrip('/')))
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())

def upstream(commit, name):
    md = git('show', f'{commit}:tests/expected/{name}.md').decode('utf-8')
    return json.loads(re.search(r'```json\s*(\{.*?\})\s*```', md, re.S).group(1))
def day(s):
    if not s: return None
    m = re.match(r'(\d{4}-\d{2}-\d{2})', s)
    if m: return m.group(1)
    return datetime.datetime.strptime(s, '%B %d, %Y').strftime('%Y-%m-%d')

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out = {}, []
for key, (commit, name, url, lang, lab) in PAGES.items():
    raw = git('show', f'{commit}:tests/fixtures/{name}.html')
    p = urllib.parse.urlparse(url)
    if hashlib.sha1(raw).hexdigest() in seen_bytes: left_out.append(f'{key}: the same bytes as a vendored page'); continue
    if (bare(p.hostname), p.path.rstrip('/')) in seen_paths: left_out.append(f'{key}: a host+path another set serves'); continue
    up = upstream(commit, name)
    # Every upstream value the labels do not depart from (CHANGES) must equal the label.
    for f, uf, conv in (('title', 'title', str), ('publisher', 'site', str), ('author', 'author', str), ('published', 'published', day)):
        v = conv(up[uf]) if up[uf] else None
        if v and key not in CHANGES: assert v in lab.get(f, []), (key, f, v, lab.get(f))
        if not v and lab.get(f) and key not in CHANGES: raise AssertionError((key, f, 'hand label without a CHANGES line'))
    out_lab = {f: lab[f] for f in ('title', 'publisher', 'author', 'published') if lab.get(f)}
    out_lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    out_lab['url'] = url
    out_lab['country'] = lang
    labels[key] = out_lab
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
from collections import Counter
print('served as:', dict(Counter(v['contentType'] for v in labels.values())))
for k, why in CHANGES.items(): print(f'  changed {k}: {why}')
for s in left_out: print('  left out ' + s)
