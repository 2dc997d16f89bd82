# fresh17 labels (see NOTICE.md and import.py). Each page: (commit, upstream fixture name, address, language,
# labels). The labels start from defuddle's expected output (tests/expected/<name>.md, its JSON block
# {"title","author","site","published"}) and were REVIEWED against the visible page (a plain-text rendering
# of it: headline, byline, dateline, masthead, copyright line) BEFORE citeflow was run on any fresh17 page.
# Each departure from upstream is named in CHANGES (and in NOTICE.md).
HEAD = '6de16345bbc822e69397bd6a126861bad9ff469f'
LILIAN = '59db6d471ba96bc0421f13ce7ba7bc3f3e8f1e83'
PAGES = {
 'df-12gramsofcarbon': (HEAD, 'general--12gramsofcarbon.com-p-ilyas-30-papers-to-carmack-vlaes',
   'https://12gramsofcarbon.com/p/ilyas-30-papers-to-carmack-vlaes', 'en',
   {'title': ["Ilya's Papers to Carmack: VLAEs"], 'publisher': ['12 Grams of Carbon'],
    'author': ['theahura'], 'published': ['2025-03-06']}),
 'df-cp4space': (HEAD, 'general--cp4space-jordan-algebra',
   'https://cp4space.hatsya.com/2020/10/28/the-exceptional-jordan-algebra/', 'en',
   {'title': ['The exceptional Jordan algebra'], 'publisher': ['Complex Projective 4-Space'],
    'author': ['apgoucher'], 'published': ['2020-10-28']}),
 'df-daringfireball': (HEAD, 'general--daringfireball.net-2025-02-the_iphone_16e',
   'https://daringfireball.net/2025/02/the_iphone_16e', 'en',
   {'title': ['The iPhone 16e'], 'publisher': ['Daring Fireball'],
    'author': ['John Gruber'], 'published': ['2025-02-26']}),
 'df-lesswrong': (HEAD, 'general--lesswrong.com-s-N7nDePaNabJdnbXeE-p-vJFdjigzmcXMhNTsx',
   'https://www.lesswrong.com/posts/vJFdjigzmcXMhNTsx/simulators', 'en',
   {'title': ['Simulators'], 'publisher': ['LessWrong'],
    'author': ['janus'], 'published': ['2022-09-02']}),
 'df-obsidian-blog': (HEAD, 'general--obsidian.md-blog-verify-obsidian-sync-encryption',
   'https://obsidian.md/blog/verify-obsidian-sync-encryption/', 'en',
   {'title': ["How to verify Obsidian Sync's end-to-end encryption"], 'publisher': ['Obsidian', 'Obsidian Blog'],
    'author': ['Licat'], 'published': ['2023-06-05']}),
 'df-stephango': (HEAD, 'general--stephango.com-buy-wisely',
   'https://stephango.com/buy-wisely', 'en',
   {'title': ['Buy wisely'], 'publisher': ['Steph Ango'],
    'author': ['Steph Ango'], 'published': ['2023-09-30']}),
 'df-figma-blog': (HEAD, 'general--www.figma.com-blog-introducing-codex-to-figma',
   'https://www.figma.com/blog/introducing-codex-to-figma/', 'en',
   {'title': ['Building Frontend UIs with Codex and Figma'], 'publisher': ['Figma', 'Figma Blog'],
    'author': ['Yarden Katz'], 'published': ['2026-02-26']}),
 'df-maggieappleton': (HEAD, 'footnotes--maggieappleton.com-xanadu-patterns',
   'https://maggieappleton.com/xanadu-patterns', 'en',
   {'title': ['The Pattern Language of Project Xanadu'], 'publisher': ['maggieappleton.com', 'Maggie Appleton']}),
 'df-paulgraham': (HEAD, 'table-layout--paulgraham.com-makersschedule',
   'http://paulgraham.com/makersschedule.html', 'en',
   {'title': ["Maker's Schedule, Manager's Schedule"], 'publisher': ['Paul Graham', 'paulgraham.com']}),
 'df-medium-voodoo': (HEAD, 'elements--lazy-image',
   'https://medium.com/voodoo-engineering/node-js-and-cpu-profiling-on-production-in-real-time-without-downtime-d6e62af173e2', 'en',
   {'title': ['Node.js and CPU profiling on production (in real-time without downtime)'],
    'publisher': ['Voodoo Engineering', 'Medium'], 'author': ['Vincent Vallet'], 'published': ['2019-10-18']}),
 'df-rockthejvm': (HEAD, 'codeblocks--rockthejvm.com-articles-kotlin-101-type-classes',
   'https://rockthejvm.com/articles/kotlin-101-type-classes', 'en',
   {'title': ['Kotlin 101: Type Classes Quickly Explained'], 'publisher': ['Rock the JVM'],
    'author': ['Riccardo Cardin'], 'published': ['2024-02-06']}),
 'df-x-article': (HEAD, 'general--x.com-article-2026-02-13',
   'https://x.com/arscontexta/status/2013045749580259680', 'en',
   {'title': ['obsidian + claude code 101'], 'publisher': ['X (Twitter)', 'X', 'X (formerly Twitter)'],
    'author': ['Heinrich', '@arscontexta'], 'published': ['2026-01-19', '2026-01-18']}),
 'df-lilianweng': (LILIAN, 'general--lilianweng.github.io:posts:2025-05-01-thinking:',
   'https://lilianweng.github.io/posts/2025-05-01-thinking/', 'en',
   {'title': ['Why We Think'], 'publisher': ["Lil'Log"],
    'author': ['Lilian Weng'], 'published': ['2025-05-01']}),
}
# Departures from upstream's expected values (each plainly shown by the page):
CHANGES = {
 'df-lesswrong': "title: upstream 'Simulators — LessWrong' is the window title; the headline (h1) is 'Simulators'. "
                 "site: upstream 'janus' is the author; the masthead shows 'LESSWRONG'.",
 'df-figma-blog': "author: upstream empty; the byline shows 'Yarden Katz' (role 'Product Manager, Figma' dropped). "
                  "site: 'Figma Blog' (the window title's site part) accepted beside upstream 'Figma'.",
 'df-obsidian-blog': "site: 'Obsidian Blog' (the masthead) accepted beside upstream 'Obsidian'.",
 'df-maggieappleton': "published: upstream 2024-05-24 is the day of a webmention (a reader's reply) under the essay; "
                      "the essay shows only 'Planted over 5 years ago' (relative): not scored. site: 'Maggie Appleton' "
                      "(copyright line) accepted beside upstream 'maggieappleton.com'.",
 'df-paulgraham': "site: upstream empty; the site is Paul Graham's own (title image, address), labelled as fresh16 "
                  "labels paulgraham.com. Date 'July 2009' (a month) and author (no byline): not scored.",
 'df-medium-voodoo': "site: 'Medium' (og:site_name, the platform) accepted beside upstream 'Voodoo Engineering' (the publication).",
 'df-x-article': "site: 'X' / 'X (formerly Twitter)' (og:site_name) accepted beside upstream 'X (Twitter)'; author: the "
                 "handle '@arscontexta' beside 'Heinrich'; published: the page shows '4:28 PM · Jan 18, 2026' "
                 "(the saver's local time) for the instant 2026-01-19T00:28Z: both days count.",
}
