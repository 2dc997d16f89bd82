# Builds test/accuracy/fresh20 (see fresh20/NOTICE.md) from bare git mirrors of ten repositories whose tests keep
# real saved article pages (every source, commit and path in SOURCES below; the licences in NOTICE.md).
# usage: python3 import.py <mirrors dir> <out dir> <other sets' dirs...>
#   <mirrors dir> holds one bare mirror a repository, named owner+name/repo (as the project's fetch tool lays
#   them out); the other sets' dirs (every vendored set) name the hosts, titles and page bytes the project has
#   already seen: a page on those hosts (with and without `www.`), with such a title or such bytes is refused.
# Labels: hand_labels.py (every label written from the visible page before the first score; rules in NOTICE.md).
import json, os, re, subprocess, sys, gzip, hashlib, urllib.parse, html as htmlmod
mirrors, out, others = sys.argv[1], sys.argv[2], sys.argv[3:]
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py'), encoding='utf-8').read(), hand)
LABELS, URLS = hand['LABELS'], hand['URLS']

# prefix -> (repository, commit, licence)
REPOS = {
    'br': ('bookieio/breadability', '95377b08109a6ee18df0998baad35e5cd970edc8', 'BSD-2-Clause'),
    'go': ('advancedlogic/GoOse', '717927370fc8f68b5f590aa46b8b156756cfebb3', 'Apache-2.0'),
    'gr': ('j0k3r/graby', '3e7695203c4c57dac2998780972450ced372b960', 'MIT'),
    'nr': ('marek-stoj/NReadability', '808afcfd2086b627d7be4ed7572afd33a4825df3', 'Apache-2.0'),
    'pi': ('peterc/pismo', '3b784a1fd0c882bcadc9e572aef1cfa8ddfa97bc', 'Apache-2.0'),
    'rp': ('fivefilters/readability.php', '0e2370d2488f79651caf11164853e892775e294c', 'Apache-2.0'),
    'sr': ('Strumenta/SmartReader', '882c7073fcdc3afa478c389ae5a960334ae58146', 'Apache-2.0'),
    'r4': ('dankito/Readability4J', '170d052e99db58ecac85a77cdaa63ac8253be1fd', 'Apache-2.0'),
    'lu': ('luin/readability', '8f3357b1a6cf2d725e28502c845538da9e5563c1', 'Apache-2.0'),
    'kc': ('keepcosmos/readability', '4edafba2004481b0bf33b93eb5695c5020d3959c', 'Apache-2.0'),
}
G = 'tests/fixtures/content/'
SOURCES = {
    'br-antipope-org': 'tests/test_articles/test_antipope_org/article.html',
    'br-automation-blog': 'tests/data/articles/automation_blog.html',
    'br-mitchie-blog-001': 'tests/data/articles/mitchie-blog.001.html',
    'br-scripting-com': 'tests/test_articles/test_scripting_com/article.html',
    'br-sweetshark': 'tests/test_articles/test_sweetshark/article.html',
    'br-zdrojak-1': 'tests/test_articles/test_cz_zdrojak_tests/article.html',
    'br-zdrojak-2': 'tests/data/articles/zdrojak_automaticke_zabezpeceni.html',
    'go-blogspot-co-uk': 'sites/blogspot.co.uk.html',
    'go-globoesporte-globo-com': 'sites/globoesporte.globo.com.html',
    'go-huffingtonpost-jp': 'sites/huffingtonpost.jp.html',
    'go-profit-lindorff-fi': 'sites/profit.lindorff.fi.html',
    'gr-bjori': G + 'https___bjori.blogspot.com_2015_04_next-gen-mongodb-driver.html',
    'gr-blog-oracle': G + 'blog-oracle.html',
    'gr-clubic': G + 'https___www.clubic.com_carte-graphique_carte-graphique-amd_article-478936-1-radeon-hd-7750-7770.html',
    'gr-framablog': G + 'framablog.html',
    'gr-keithjgrant': G + 'keithjgrant.html',
    'gr-newstown': G + 'http___www.newstown.co.kr_news_articleView.html_idxno_243722.html',
    'gr-timothysykes-keepol': G + 'timothysykes-keepol.html',
    'gr-xataka': G + 'https___www.xataka.com_movilidad_coches-vendidos-2023-2024-espana.html',
    'nr-02': 'Src/NReadability/NReadability.Tests/SampleInput/SampleInput_02.html',
    'nr-03': 'Src/NReadability/NReadability.Tests/SampleInput/SampleInput_03.html',
    'nr-05': 'Src/NReadability/NReadability.Tests/SampleInput/SampleInput_05.html',
    'nr-07': 'Src/NReadability/NReadability.Tests/SampleInput/SampleInput_07.html',
    'nr-09': 'Src/NReadability/NReadability.Tests/SampleInput/SampleInput_09.html',
    'rp-challenges': 'test/test-pages/challenges/source.html',
    'rp-fortressofsolitude': 'test/test-pages/fortressofsolitude/source.html',
    'r4-bento-1': 'src/test/resources/additional-test-pages/bento-1/source.html',
    'r4-shgjj-1': 'src/test/resources/additional-test-pages/shgjj-1/source.html',
    'r4-zhihu-1': 'src/test/resources/additional-test-pages/zhihu-1/source.html',
    'lu-kayiprihtim': 'test/fixtures/kayiprihtim.html',
    'lu-mediashift': 'test/fixtures/mediashift.html',
    'lu-psychology-today': 'test/fixtures/psychology-today.html',
    'lu-ux-milk': 'test/fixtures/ux-milk.html',
    'kc-elixir': 'test/fixtures/elixir.html',
    'kc-pubmed': 'test/fixtures/pubmed.html',
}
for n in ['briancray', 'factor', 'queness', 'rubyinside', 'rww', 'spolsky', 'thegoodbookblog', 'zefrank']:
    SOURCES['pi-' + n] = 'test/corpus/%s.html' % n
for n in ['capital-gr', 'dzone', 'hovs', 'sigmalive', 'tweakers']:
    SOURCES['sr-' + n] = 'src/SmartReaderTests/test-pages/%s/source.html' % n

def git(repo, commit, path):
    d = os.path.join(mirrors, repo.replace('/', '+'), 'repo')
    if os.path.isdir(os.path.join(d, '.git')): d = os.path.join(d, '.git')
    return subprocess.run(['git', '--git-dir', d, 'show', '%s:%s' % (commit, path)], capture_output=True, check=True).stdout

def bare(h): return (h or '').lower().removeprefix('www.')
def squash(t): return re.sub(r'\W+', '', (t or '').lower())[:40]

seen_hosts, seen_titles, seen_bytes = set(), set(), set()
for d in others:
    for v in json.load(open(os.path.join(d, 'labels.json'))).values():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(bare(urllib.parse.urlparse(v['url']).hostname))
        for t in (v.get('title') or []) if isinstance(v, dict) else []: seen_titles.add(squash(t))
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())

def own_url(s):
    """The page's own address: its canonical link, else og:url (any attribute order)."""
    for tag in re.findall(r'<link\b[^>]*>', s, re.I):
        if re.search(r'rel=["\']canonical["\']', tag, re.I):
            m = re.search(r'(?<![-\w])href=["\']([^"\']+)', tag, re.I)
            if m and m.group(1).startswith('http'): return htmlmod.unescape(m.group(1))
    for tag in re.findall(r'<meta\b[^>]*>', s, re.I):
        if re.search(r'property=["\']og:url["\']', tag, re.I):
            m = re.search(r'(?<![-\w])content=["\']([^"\']+)', tag, re.I)
            if m and m.group(1).startswith('http'): return htmlmod.unescape(m.group(1))
    return None

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels = {}
for name in sorted(SOURCES):
    repo, commit, _ = REPOS[name[:2]]
    b = git(repo, commit, SOURCES[name])
    s = b.decode('utf-8')  # every chosen page is UTF-8 bytes (shgjj-1 declares gbk: served as UTF-8, as upstream reads it)
    url = URLS.get(name) or own_url(s)
    assert url, name
    url = url.split('#')[0]
    h = bare(urllib.parse.urlparse(url).hostname)
    assert h not in seen_hosts, (name, h)
    assert hashlib.sha1(b).hexdigest() not in seen_bytes, name
    lab = LABELS[name]
    assert not any(squash(t) in seen_titles for t in lab['title']), name
    with open(os.path.join(out, 'pages', name + '.html.gz'), 'wb') as f:
        f.write(gzip.compress(b, mtime=0))
    entry = {k: v for k, v in lab.items() if v}
    entry.update(url=url, contentType='text/html; charset=utf-8', country=lab.get('lang'))
    entry.pop('lang', None)
    labels[name] = entry
    print(name, url, {k: (v[:2] if isinstance(v, list) else v) for k, v in lab.items() if k != 'lang'})
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1, sort_keys=True)
print(len(labels), 'pages,', len({bare(urllib.parse.urlparse(v['url']).hostname) for v in labels.values()}), 'hosts')
