# Hand labels of fresh20 (rules in NOTICE.md), written from the visible page (a plain-text rendering, headline,
# byline, dateline, masthead, window title and footer) before citeflow was run on any of these pages.
# title: the headline the page shows (a second form only where the page shows two: h1 and a visible dek/og form,
#   or a footnote mark). publisher: the site as it names itself (several forms where it shows several).
# author: the person(s) of the visible byline; on a one-person site named after its author with no byline, that
#   person; None (not scored) where the page shows no person (an outlet, "editorial team", a comment author).
# published: the day the page shows for the article (YYYY-MM-DD); a second day only where the page shows an
#   update day and its metadata a first-publication day; None where the page shows no day.
def L(title, publisher, author, published, lang):
    as_list = lambda v: [v] if isinstance(v, str) else (v or [])
    return {'title': as_list(title), 'publisher': as_list(publisher), 'author': as_list(author), 'published': as_list(published), 'lang': lang}

# Addresses for pages that carry neither a canonical link nor og:url: the page's own permalink where one of its
# links is the article (share / bookmark / feed links), else the site's host with the path /fresh20/<name>.
URLS = {
    'br-antipope-org': 'http://www.antipope.org/fresh20/br-antipope-org',
    'br-scripting-com': 'http://scripting.com/fresh20/br-scripting-com',
    'nr-03': 'http://www.codinghorror.com/blog/2010/02/welcome-back-comments.html',
    'nr-07': 'http://nplusonemag.com/fresh20/nr-07',
    'nr-09': 'http://www.udidahan.com/2010/08/31/race-conditions-dont-exist/',
    'pi-queness': 'http://www.queness.com/fresh20/pi-queness',
    'pi-rubyinside': 'http://www.rubyinside.com/fresh20/pi-rubyinside',
    'pi-rww': 'http://www.readwriteweb.com/fresh20/pi-rww',
    'pi-spolsky': 'http://www.joelonsoftware.com/fresh20/pi-spolsky',
    'pi-thegoodbookblog': 'http://blogs.biola.edu/fresh20/pi-thegoodbookblog',
    'pi-zefrank': 'http://the99percent.com/fresh20/pi-zefrank',
    'gr-blog-oracle': 'https://blogs.oracle.com/dave/java-contended-annotation-to-help-reduce-false-sharing',
    'gr-framablog': 'https://framablog.org/2017/12/02/avancer-ensemble-vers-la-contribution/',
    'r4-shgjj-1': 'http://www.shgjj.com/fresh20/r4-shgjj-1',
    'r4-zhihu-1': 'http://zhuanlan.zhihu.com/p/22049205',
    'kc-elixir': 'http://elixir-lang.org/fresh20/kc-elixir',
    'kc-pubmed': 'http://www.ncbi.nlm.nih.gov/pubmed/fresh20-kc-pubmed',
    'lu-psychology-today': 'https://www.psychologytoday.com/blog/the-science-behind-behavior/201607/do-we-become-less-optimistic-we-grow-older',
}

LABELS = {
    # breadability (BSD-2-Clause)
    'br-antipope-org': L('Bubble 2.0', "Charlie's Diary", ['Charlie Stross', 'Charles Stross'], '2012-05-09', 'en'),
    'br-automation-blog': L(['A brief introduction of Test Automation...', 'A brief introduction of Test Automation'], 'Thinking Tester', 'Shrini Kulkarni', '2012-05-06', 'en'),
    'br-mitchie-blog-001': L('Bookie Weekly Update: April 22nd 2012', 'Tech Rantings from a Michigan Techie', None, '2012-04-22', 'en'),
    'br-scripting-com': L('Tech press misses Google/Amazon name grab', 'Scripting News', 'Dave Winer', '2012-06-15', 'en'),
    'br-sweetshark': L('open source -- limitless innovation', ["You can't take the sky from me.", "You can't take the sky from me", 'LiveJournal'], ['Bjoern Michaelsen', 'sweetshark'], '2012-05-05', 'en'),
    'br-zdrojak-1': L('Ještě k testování', 'Zdroják', 'Martin Malý', '2011-03-14', 'cs'),
    'br-zdrojak-2': L('Automatické zabezpečení', 'Zdroják', None, None, 'cs'),  # a cut page: no byline, only comments' days
    # GoOse (Apache-2.0)
    'go-blogspot-co-uk': L('Five ways to grow your business this Small Business Week', ['Official Google Webmaster Central Blog', 'Google Webmaster Central Blog', 'Webmaster Central Blog'], 'Rachel Sterling', '2015-05-06', 'en'),
    'go-globoesporte-globo-com': L('Rodrigo Caio treina até nas férias e tenta acelerar retorno aos gramados', ['globoesporte.com', 'GloboEsporte', 'Globo Esporte'], None, '2014-12-26', 'pt'),
    'go-huffingtonpost-jp': L('クロマグロ残り2匹\u3000葛西臨海水族園の大量死は未だに原因不明', ['ハフィントンポスト', 'The Huffington Post Japan', 'HuffPost Japan', '朝日新聞デジタル'], None, '2015-03-04', 'ja'),
    'go-profit-lindorff-fi': L('Lindorff24.fi muuttaa maksujen hoidon mobiiliksi', ['Lindorff Profit', 'Profit'], 'Petteri Harjula', '2015-02-23', 'fi'),
    # graby (MIT)
    'gr-bjori': L('Next Generation MongoDB Driver for PHP!', "bjori doesn't blog", 'bjori', '2015-04-14', 'en'),
    'gr-blog-oracle': L('Java @Contended annotation to help reduce false sharing', ["Dave Dice's Blog", "David Dice's Blog", "Oracle David Dice's Blog", 'Oracle Blogs', 'Oracle'], 'Dave Dice', '2012-11-23', 'en'),
    'gr-clubic': L('Radeon HD 7750/7770 : DirectX 11.1 & PCI-Express 3.0 accessibles', ['Clubic', 'Clubic.com'], 'Julien Jay', ['2012-02-29', '2018-06-01'], 'fr'),
    # Fixed after the first score (NOTICE.md): the page shows no day for the post ("2 décembre 2017" is a comment's, "Griffonné le 30 novembre" the sketch's).
    'gr-framablog': L('Avancer ensemble vers la contribution…', ['Framablog', 'Framasoft'], None, None, 'fr'),  # "par framasoft": the association, not a person
    'gr-keithjgrant': L('Resilient, Declarative, Contextual', 'Keith J. Grant', 'Keith J. Grant', '2018-06-08', 'en'),
    'gr-newstown': L('에르보리앙, 현대백화점 팝업스토어 오픈', ['뉴스타운', 'Newstown'], '송유민', '2016-03-16', 'ko'),
    'gr-timothysykes-keepol': L('10 Things You Should Know About Short Selling', 'Timothy Sykes', 'Timothy Sykes', ['2016-11-01', '2018-06-21'], 'en'),
    'gr-xataka': L('Los coches más vendidos en 2023 y 2024 en España', ['Xataka', 'Xataka Movilidad'], 'Alberto de la Torre', ['2025-01-08', '2024-03-18'], 'es'),
    # NReadability (Apache-2.0)
    'nr-02': L('Po co nam testerzy?', 'devBlogi', 'Joel Spolsky', '2010-02-15', 'pl'),  # a translation: "Autor: Joel Spolsky"
    'nr-03': L('Welcome Back Comments', 'Coding Horror', 'Jeff Atwood', '2010-02-12', 'en'),
    'nr-05': L('clear distractions', 'mnmlist', None, None, 'en'),  # "02.2010": no day; no name on the page
    'nr-07': L('Treasure Island', 'n+1', 'Richard Beck', '2010-05-20', 'en'),
    'nr-09': L('Race Conditions Don’t Exist', ['Udi Dahan – The Software Simplist', 'Udi Dahan', 'The Software Simplist'], 'Udi Dahan', '2010-08-31', 'en'),
    # pismo (Apache-2.0)
    'pi-briancray': L('5 great examples of popular blog posts that you should know', 'Brian Cray', 'Brian Cray', '2009-08-12', 'en'),
    'pi-factor': L("Factor's bootstrap process explained", 'Factor: a practical stack language', 'Slava Pestov', '2010-01-10', 'en'),
    'pi-queness': L('18 Incredible CSS3 Effects You Have Never Seen Before', 'Queness', 'kevin', '2010-02-17', 'en'),
    'pi-rubyinside': L('CoffeeScript: A New Language With A Pure Ruby Compiler', ['Ruby Inside', 'RubyInside'], 'Peter Cooper', '2010-01-04', 'en'),
    'pi-rww': L('Cartoon: Apple Tablet: Now With Barometer and Bird Call Generator', 'ReadWriteWeb', 'Rob Cottingham', '2010-01-10', 'en'),
    'pi-spolsky': L('The Absolute Minimum Every Software Developer Absolutely, Positively Must Know About Unicode and Character Sets (No Excuses!)', 'Joel on Software', 'Joel Spolsky', '2003-10-08', 'en'),
    'pi-thegoodbookblog': L('Signs Of Life', ['The Good Book Blog', 'Talbot School of Theology', 'Biola University'], 'Mick Boersma', '2012-07-25', 'en'),
    'pi-zefrank': L('Ze Frank on Imaginary Audiences', ['The 99 Percent', '99%', 'Behance'], 'Jocelyn K. Glei', None, 'en'),
    # readability.php (Apache-2.0)
    'rp-challenges': L('Les motivations du tueur de Las Vegas demeurent floues', ['Challenges', 'Challenges.fr'], ['Alexandria Sage', 'Lisa Girion', 'Reuters'], '2017-10-02', 'fr'),
    'rp-fortressofsolitude': L('Céline Dion Belches Her Way Onto Deadpool 2’s Soundtrack', 'Fortress of Solitude', 'Edward Wallace', '2018-05-03', 'en'),
    # SmartReader (Apache-2.0)
    'sr-capital-gr': L('Την κατασκευή νέου αγωγού πετρελαίου ενέκριναν οι τουρκικές Αρχές', ['Capital.gr', 'Capital'], None, '2006-05-02', 'el'),
    'sr-dzone': L('The Best Programming Languages for Each Situation, Part 1', ['DZone', 'dzone.com'], 'Gabriele Tomassetti', '2017-06-10', 'en'),
    'sr-hovs': L("Fresh portfolio redesigns we couldn't help but notice", ['The DESK Magazine', 'DESK', 'vanschneider.com'], 'Tobias van Schneider', '2021-04-20', 'en'),
    'sr-sigmalive': L(['«Τζιαι τούτοι σάλια, αρκοφωνές τζιαι ποταμούς μελάνιν»**', '«Τζιαι τούτοι σάλια, αρκοφωνές τζιαι ποταμούς μελάνιν»'], ['Σημερινή', 'Simerini', 'Sigmalive'], ['Αφροδίτη Κάτση', 'ΑΦΡΟΔΙΤΗ ΚΑΤΣΗ'], '2015-11-30', 'el'),
    'sr-tweakers': L(['Software-update: LibreOffice 24.2.6', 'LibreOffice 24.2.6'], 'Tweakers', 'Bart van Klaveren', '2024-09-06', 'nl'),
    # Readability4J (Apache-2.0)
    'r4-bento-1': L(['Jamaika-Aus: Hier sind exklusiv die satirischen FDP-Wahlplakate für die Neuwahlen', 'Exklusiv: So sehen die neuen Wahlplakate der FDP aus'], 'bento', ['Steffen Lüdke', 'Marc Röhlig'], '2017-11-23', 'de'),
    # Fixed after the first score (NOTICE.md): the copyright line's own form of the name, and the page's "发布日期：2018-06-26".
    'r4-shgjj-1': L('关于调整2018年度上海市住房公积金缴存比例的补充通知', ['上海市住房公积金管理中心', '上海市公积金管理中心', '上海住房公积金网', '公积金网'], None, ['2018-06-26', '2018-06-20'], 'zh'),
    'r4-zhihu-1': L('教程01—普通人如何打造一场发布会级的演讲', ['知乎专栏', '知乎', '做生活的设计师'], '看山不是山', None, 'zh'),
    # node-readability (Apache-2.0)
    'lu-kayiprihtim': L('“Çizgi Roman Uyarlamaları İnceleme Yarışması” Sonuçlandı', 'Kayıp Rıhtım', None, '2016-05-08', 'tr'),
    'lu-mediashift': L('Columbia’s Lede Program Aims to Go Beyond the Data Hype', 'MediaShift', "Cathy O'Neil", '2014-04-17', 'en'),
    'lu-psychology-today': L('Do We Become Less Optimistic As We Grow Older?', 'Psychology Today', ['Utpal Dholakia', 'Utpal Dholakia Ph.D.'], '2016-07-24', 'en'),
    'lu-ux-milk': L('より良いCSSを書くための様々なCSS設計まとめ', 'UX MILK', None, '2016-07-11', 'ja'),  # "UX MILK編集部": the desk; "2016/7/11更新" the only day shown
    # keepcosmos/readability (Apache-2.0)
    'kc-elixir': L('Elixir Design Goals', ['Elixir', 'Elixir Lang', 'elixir-lang.org'], 'José Valim', '2013-08-08', 'en'),
    'kc-pubmed': L(['Antihypertensive efficacy of the losartan/hydrochlorothiazide combination and its effect on plasma B-type natriuretic peptide in hypertensive patients uncontrolled by angiotensin II type 1 receptor antagonist-based therapy: a multicentre prospective observational study.',
                    'Antihypertensive efficacy of the losartan/hydrochlorothiazide combination and its effect on plasma B-type natriuretic peptide in hypertensive patients uncontrolled by angiotensin II type 1 receptor antagonist-based therapy: a multicentre prospective observational study'],
                   ['PubMed', 'Clinical Drug Investigation', 'Clin Drug Investig'],
                   ['Meno H', 'Inou T', 'Tanaka M', 'Tsuchiya Y', 'Shiga Y', 'Kobayashi K', 'Nakamura Y', 'Ota T', 'Kubara I'], '2012-03-01', 'en'),
}
