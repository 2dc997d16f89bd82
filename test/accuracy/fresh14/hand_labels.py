# Hand-written labels of fresh14 (see NOTICE.md), every one written from the visible page (its headline,
# byline, dateline, masthead, logo text and copyright line) BEFORE citeflow was run on any fresh14 page.
# Keyed by the page's id in scrapinghub/article-extraction-benchmark (html/<id>.html.gz); the address is
# upstream's (ground-truth.json). Each entry: titles, publishers, authors (None: not scored), days
# (None: not scored), and the note that says what the page shows where a decision was needed.
HAND = {
    # https://www.barrons.com/articles/home-depot-stock-earnings-report-51574168486
    'f8ff621a0b9b7646cc0d57d37416feabba2bf78ef5dd0bfc5b080f9f97bbe584': (['Home Depot Stock Is Falling After Its Earnings Release. Why You Shouldn’t Worry.', 'Home Depot Stock Falls After Earnings Report Disappoints'], ["Barron's"], ['Al Root'], ['2019-11-19'], "byline 'Updated Nov. 19 … / Original Nov. 19': one day"),
    # https://www.sciencealert.com/nasa-finds-water-plumes-above-the-surface-of-jupiter-s-icy-moon-europa
    '14cc2a0ca59c62a8c9f205a171e9ccf4ef4cf69b0c642f51c8c65c051b39024f': (["NASA Just Confirmed There Are Water Plumes Above The Surface of Jupiter's Moon Europa"], ['ScienceAlert'], ['Victor Tangermann'], ['2019-11-18'], "byline 'VICTOR TANGERMANN, FUTURISM' (the outlet the piece is from dropped)"),
    # https://www.vg247.com/2019/11/20/star-wars-jedi-fallen-order-pc-review/
    '63db31a161b3c5b64e88c2978635cbc38d342ba82fd2c5335321203dcc55c76f': (['Star Wars Jedi: Fallen Order review – shoots for the moon, lands among the stars'], ['VG247'], ['Sherif Saed'], ['2019-11-20'], ''),
    # https://nypost.com/2019/11/18/chinese-hunter-catches-bubonic-plague-after-eating-wild-rabbit/
    '432362af0be43f6da757ea778bd7f2f000094a565bdebac5af7442987a5372f3': (['Chinese hunter catches bubonic plague after eating wild rabbit'], ['New York Post'], ['Natalie Musumeci'], ['2019-11-18'], ''),
    # https://www.mysanantonio.com/sports/article/LeBron-sets-triple-double-mark-Lakers-hold-off-14848253.php
    'eecd2575093b85933997521d6babddd397599419588d7096c5c19dc4ffe2ea72': (['LeBron sets triple-double mark, Lakers hold off OKC 112-107'], ['San Antonio Express-News', 'ExpressNews.com', 'mySA'], ['Greg Beacham'], ['2019-11-20'], "byline 'Greg Beacham, Ap Sports Writer'; the page shows one day (Updated … November 20, 2019)"),
    # https://blog.givewell.org/2018/09/10/september-2018-open-thread/#comment-949890
    'ac3c035520461017a7c5b248d8e39ef063cad4c0c7d7b7ecd68aff8f15099485': (['September 2018 open thread'], ['The GiveWell Blog', 'GiveWell'], ['Catherine'], ['2018-09-10'], "byline 'by Catherine' (first name only, as shown)"),
    # http://jeongdongtheater.com/blog/2018/10/15/palace-tale-jang-noksu-beauty-korea-revealed-2018-welcome-daehak-ro-festival-actual-scene/
    '8cad00dc22de45ba42e9540421b5f78333f7ac57b385d69acb27a53b9fd69f0c': (['[The Palace: Tale of Jang Noksu] The Beauty of Korea Revealed at ‘2018 Welcome Daehak-ro Festival’! To the Actual Scene!'], ['Jeongdong Theater'], None, ['2018-10-15'], "byline 'by jdadmin' is a CMS account: author not scored"),
    # https://www.expapp.com/blog/introducing-junior-gaspard-new-ceo-experience/
    '4648a420af9984d45b76a4afedf4f74965f8a2e0bf1c69bd3da2dc189020f3c9': (['Introducing Junior Gaspard, New CEO at Experience'], ['Experience'], None, None, 'no byline, no date shown'),
    # https://www.newsweek.com/cannabis-use-disorder-rising-us-states-where-weed-legal-1471170
    '7f93c1944a41d01960f8a16fdfda6c562e86f04ead8375ab796c4278402df9a8': (['Cannabis Use Disorder is Rising in U.S. States Where Weed is Legal'], ['Newsweek'], ['Kashmira Gander'], ['2019-11-13'], ''),
    # https://www.timesunion.com/news/us/article/PG-E-begins-new-mass-power-shutoff-over-fire-14848251.php
    'd0382c0d9573a0a7beb1e649012d04ec7275ac23513ca6ca59e51477b028283c': (['PG&E begins new mass power shutoff over fire danger'], ['Times Union'], ['Janie Har'], ['2019-11-20'], ''),
    # https://profootballtalk.nbcsports.com/2019/11/19/anthony-lynn-we-needed-to-win-this-game/
    '8e3efab59f48fd29a1e1e7aa135880c4251a9f090f94999668cdbaec59d30b5a': (['Anthony Lynn: “We needed to win this game”'], ['ProFootballTalk', 'PFT'], ['Michael David Smith'], ['2019-11-19'], ''),
    # https://www.aljazeera.com/ajimpact/nasas-commercial-moon-shot-musk-bezos-firms-bid-191119041538885.html
    '42aad16bde9288623543642a9ce1a396be83e2db44aa2ff8cbbfe46e14abd7cc': (["NASA’s commercial moon shot: Musk's and Bezos's firms to bid"], ['Al Jazeera'], ['Laura Winter'], ['2019-11-19'], ''),
    # https://hosted.ap.org/citizensvoice/article/2896af5086674d4bbbbd454dec217c63/uk-tories-under-fire-twitter-name-switch-during-debate
    'e7994d5500875202d93e736e8f0c8a0436107d10add94ce3789001b8c5c32358': (['UK Tories under fire for Twitter name switch during debate'], ['Associated Press', 'AP', "The Citizens' Voice", "Citizens' Voice"], ['Danica Kirka', 'Jill Lawless'], ['2019-11-20'], "an AP story on the AP's hosted pages of The Citizens' Voice: either name"),
    # https://www.smithsonianmag.com/smart-news/three-cases-plague-diagnosed-china-180973578/
    'ea25dd7edff4d27973600f35728f20aed5a3eedcc23257d9c3afc3d3e840c3de': (['Three Cases of Plague Diagnosed in China'], ['Smithsonian', 'Smithsonian Magazine', 'Smithsonian.com'], ['Brigit Katz'], ['2019-11-18'], ''),
    # https://gizmodo.com/so-this-is-the-future-of-apple-innovation-1839927963
    '5fa5679de56c43edf70685762c2d1f2de296432ae53aa46e075b552fee17cab8': (['The Future of Apple Innovation Is Backwards', "Apple's 16-Inch MacBook Pro Has a Familiar Keyboard"], ['Gizmodo'], ['Adam Clark Estes'], ['2019-11-18'], 'the window title is another headline than the h1: both accepted'),
    # http://entermedia.co.kr/news/news_view.html?idx=8576&page=1&bc=03&mc=08&find=&sch_date=
    '0ec95c7261d122f304728e90c983450ef1ce1e0b423546835c397d50aaf0d0f2': (['엘제이-류화영 진흙탕 싸움, 공적인 사안으로 봐야하는 이유'], ['엔터미디어', 'Entermedia'], ['정덕현'], ['2018-08-25'], "column '[엔터미디어=정덕현의 이슈공감]'"),
    # https://www.inexhibit.com/marker/54885/
    '33fe2471fd553c6570f93997f208b4f39bf30be5947c3cfa620ee8eff3355ab9': (['‘The Medium is the Message’: the 7th Amsterdam Light Festival'], ['Inexhibit'], None, ['2018-09-16'], "byline 'By admin' is a CMS account: author not scored"),
    # https://thehill.com/homenews/news/471033-south-dakota-governor-doubles-down-on-meth-were-on-it-anti-drug-campaign
    '156770d676ce79905198e1c8407f81e5ecfb617d9aa44712718707eb7e3b8e38': (["South Dakota governor doubles down on 'meth, we're on it' anti-drug campaign"], ['The Hill', 'TheHill'], ['Tess Bonn'], ['2019-11-19'], ''),
    # https://www.beachbodyondemand.com/blog/a-little-more-obsessed-meal-prep
    '5f03fc173ebc6abdfae50b96ce0b05a6137b7d3f2ef379be35a9bb8ca9f49e87': (['Meal Prep for A Little More Obsessed'], ['Beachbody', 'The Beachbody Blog', 'Beachbody on Demand'], ['Beachbody'], ['2018-11-12'], "byline 'BY: Beachbody' (the company, as shown)"),
    # https://www.rt.com/news/473849-3-morales-supporters-killed-bolivia/
    '4a44ab3e4c41d56ce9b79eb07acb06aed1bc52aba68a950f06e7de7ef848400a': (['‘He died in my hands’: 3 pro-Morales demonstrators killed in clashes with Bolivia’s police & soldiers near barricaded fuel plant'], ['RT'], None, ['2019-11-20'], 'no byline'),
    # https://www.albawaba.com/news/world-community-lashes-out-us-no-longer-considering-israeli-settlements-illegal-1322354
    '833caf3bdba53dcf48de273cf646370eebe9ac565744b0d0e941e298e1b79730': (['World Community Lashes Out at US for No Longer Considering Israeli Settlements Illegal'], ['Al Bawaba', 'Al Bawaba News'], None, ['2019-11-20'], 'no byline'),
    # https://detroit.cbslocal.com/2019/11/19/michigan-officials-6th-fatality-linked-to-eastern-equine-encephalitis-reported/
    'c467d507551a836efa9cfe843ba5d7bafe519750e04d0c9ff0decf44f013f829': (['Michigan Officials: 6th Fatality Linked To Eastern Equine Encephalitis Reported'], ['CBS Detroit'], None, ['2019-11-19'], 'an AP story, no byline'),
    # https://www.hollywoodreporter.com/news/google-bets-future-launch-stadia-game-streaming-service-1255663
    '8267acacb9e4a109b1f7ee7bafe735b73e9c94180b703b131f9e90c9be044f39': (['Google Bets on the Future With Launch of Stadia Game Streaming Service'], ['The Hollywood Reporter'], ['Patrick Shanley'], ['2019-11-19'], ''),
    # https://www.autoindustriya.com/auto-industry-news/lexus-wants-you-to-go-topless-with-2020-lc500-convertible.html
    'aadb38e527d5379306de3b910ec62cb2447cc1035686b2b2d152580f8f8a1ea2': (['Lexus wants you to go topless with 2020 LC500 Convertible'], ['AutoIndustriya.com', 'AutoIndustriya'], ['Jose Altoveros', 'Brent Co'], ['2019-11-20'], "the author box shows Jose Altoveros, the dateline 'Brent Co November 20, 2019': either name"),
    # http://www.panarmenian.net/eng/news/275221/
    'd90bda7ed14df19574f4ca8b1ccde5752a78f40058af1393e81cc99adb3e8756': (['Amnesty. More than 100 protesters killed in Iran unrest'], ['PanARMENIAN.Net', 'PanARMENIAN'], None, ['2019-11-20'], 'no byline'),
    # https://mspoweruser.com/google-stadia-red-dead-redemption-2-doesnt-run-at-a-stable-60fps/
    'aade2ec8d1e7b0919aef1001c3ef0573f8a239e22d4d751d8e664f04ea77ef0d': (['Google Stadia Red Dead Redemption 2 doesn’t run at a stable 60fps'], ['MSPoweruser'], ['Lewis White'], ['2019-11-19'], ''),
    # https://www.bigbrandsystem.com/success-mindset/
    'ec7fc408c5ce66c22692a3f696c682f3de794bacfaca405d9a0dac5957051e5a': (['How to Adopt an Online Leader Success Mindset'], ['BIG Brand System'], ['Pamela Wilson'], None, "no date shown for the post (only the comments')"),
    # https://www.detroitnews.com/story/news/nation/2019/11/19/thousands-teachers-pack-indiana-statehouse-protest/40651467/
    '7de5241947a5f7147fe9787c6f6fa16685bfe66e6c35510a68780f27690dc4f0': (['Thousands of teachers pack Indiana Statehouse for protest'], ['The Detroit News'], ['Tom Davies'], ['2019-11-19'], "byline 'Tom Davies Associated Press'"),
    # https://kabarislamia.com/2015/10/27/sejarah-pecahnya-islam-jadi-sunni-dan-syiah/
    '7837c9d66c815b9a21dd669a3dc21677c3f084b1b7dd603d56e87867d8970dd3': (['Sejarah Pecahnya Islam jadi Sunni dan Syi’ah'], ['Kabar tentang Dunia Islam', 'Kabar Islamia'], None, ['2015-10-27'], "'Posted on Oktober 27, 2015 by Admin': the account is not scored"),
    # https://blog.comwrap.com/die-elektronische-patientenakte-der-lange-marsch-ins-digitale-gesundheitswesen
    '57b4dafd18cfd0531b69f81e87158648227c673ef159f8d8c87d34e34bdb21f2': (['Die elektronische Patientenakte (ePA) – der lange Marsch ins Digitale Gesundheitswesen'], ['comwrap', 'comwrap GmbH'], ['Moritz Bachmann'], ['2018-09-25'], ''),
    # https://theantijunecleaver.com/2017/12/spiced-honey-pear-jam-recipe/
    '4219d096902dad9fd9d57e881e7928ca66bdf5334c2bc7dfddaa264887777a7a': (['Homemade Spiced Honey Pear Jam for the Holidays', 'Spiced Honey Pear Jam Recipe'], ['The Anti-June Cleaver'], ['Regan'], ['2017-12-06'], 'the window title is another headline than the h1: both accepted'),
    # https://www.chron.com/business/article/New-car-sales-plunge-10-percent-in-October-14847624.php
    '9ebb3af65694a953005df5bd3869b2cefc263e1dea0471e3ef361c66a264cdd3': (['New car sales plunge 10 percent in October'], ['Houston Chronicle', 'HoustonChronicle.com'], ['Paul Takahashi'], ['2019-11-20'], ''),
    # https://www.lhpat-tm.com/blog/decision-info/index-2726.html
    '85439e26c41c75901820d01a13e8cea7836abb58635ea3986f71a163ab0311d3': (['商品の改造が商標法違反に！？'], ['ライトハウス国際特許事務所', '特許業務法人ライトハウス国際特許事務所', 'Lighthouse International Patent firm'], ['ライトハウス国際特許事務所'], ['2016-12-01'], "byline 'by ライトハウス国際特許事務所' (the firm, as shown)"),
    # https://www.politifact.com/truth-o-meter/article/2019/nov/18/politifacts-guide-understanding-tariffs-and-intern/
    'b6906ca016bbfc64c90426e098c75b3e8c84457a77f51f1e7ea6941cb80c2147': (['PolitiFact’s guide to understanding tariffs and international trade'], ['PolitiFact'], ['Louis Jacobson'], ['2019-11-18'], ''),
    # https://www.jpost.com/Breaking-News/Son-of-former-German-president-stabbed-to-death-in-Berlin-608399
    'e372e42c0a3df7b86e1c0bacf7bc14d042144a01e88833bc5a643d61b3547090': (['Son of former German president stabbed to death in Berlin'], ['The Jerusalem Post'], ['Jerusalem Post Staff'], ['2019-11-20'], "byline 'By JERUSALEM POST STAFF' (desk, as shown)"),
    # https://www.ctpost.com/news/us/article/New-SUVs-and-electric-vehicles-highlight-L-A-14848164.php
    '05844573ca7e1fba714d715bb11ca08c26e25328999c74a1cb3bc8a0e4399f0f': (['New SUVs and electric vehicles highlight L.A. Auto Show'], ['Connecticut Post', 'CT Post'], ['Tom Krisher'], ['2019-11-20'], "byline 'Tom Krisher, Ap Auto Writer'"),
    # https://www.washingtonexaminer.com/opinion/in-prince-andrews-dumpster-fire-epstein-interview-the-truth-comes-out
    '87bf60570e6e2e33cb1f0fdb5600d6c85012e60be25ba6fa587b8f90eb9a3770': (['In Prince Andrew’s dumpster-fire Epstein interview, the truth comes out'], ['Washington Examiner'], ['Madeline Fry'], ['2019-11-18'], ''),
    # https://www.ctvnews.ca/sci-tech/snooze-cruise-study-sees-future-for-hibernating-astronauts-1.4690347
    'b37be3535e1fb61e5a238b7fa1ead1ad98b651cb09f138efadac3d54a122fb21': (['Snooze cruise: Study sees future for hibernating astronauts'], ['CTV News'], ['The Associated Press', 'Associated Press'], ['2019-11-18'], "byline 'The Associated Press' (agency, as shown)"),
    # https://www.space.com/jupiter-moon-europa-water-vapor-confirmed.html
    '686bb170effe273eaff1c0f88e412172e8d972518a6d1454c896f52aafaa9643': (["The Weird Plumes of Jupiter's Moon Europa Are Spewing Water Vapor"], ['Space.com', 'Space'], ['Mike Wall'], ['2019-11-18'], ''),
    # https://www.livescience.com/most-detailed-universe-simulation.html
    '3c5bf8db4272925bf1dd5713fc325e179fd0d1cc6fb8c77aa2d917cfd2518a32': (['Physicists Just Created the Most Detailed Simulation of the Universe in History'], ['Live Science'], ['Tim Childers'], ['2019-11-19'], "byline 'By Tim Childers - Live Science Contributor'"),
    # http://comoeducarseusfilhos.com.br/blog/uma-palinha-das-brincadeiras-musicais-do-grupo-serelepe/
    '23aaecd14171f96cfd201a8a46666097e286ad71f74f29347a78c5ecba50da1e': (['Uma palinha das brincadeiras musicais do grupo Serelepe'], ['Como Educar Seus Filhos'], ['Carlos Nadalim'], ['2018-09-27'], ''),
    # https://practicalhorsemanmag.com/news/4-things-to-do-in-october
    'e1cd54e5577d077df83a12a4753c3c8bf2d88d68cd709cc4c442874777581c4a': (['4 Things to Do in October'], ['Practical Horseman'], ['Practical Horseman Editorial Staff'], ['2018-10-04'], "'Author: Practical Horseman Editorial Staff' (desk, as shown)"),
    # https://www.nj.com/entertainment/2019/11/florida-man-exists-south-dakota-hold-my-beer-meth-were-on-it.html
    '3f65af7b6b98b1c9ae9a3e0d8a09a85600cdc44e26e4b3a6db96a31f4b1767e3': (['South Dakota doubles down on ‘Meth. We’re on it.’ They just might be.'], ['NJ.com', 'NJ Advance Media'], ['Amy Kuperinsky'], ['2019-11-18'], "'Posted Nov 18, 8:19 PM' (Eastern; Nov 19 in UTC) 'Updated Nov 19': the posted day"),
    # http://www.remember8090.it/black-friday-per-nostalgici-le-occasioni-da-non-perdere/
    '20b2b64916b00b25203c9f1bf14248922f4d522f18328e9f876cce116df0083e': (['Black Friday per nostalgici: le occasioni da non perdere'], ['Remember 80/90', 'Remember8090'], None, ['2017-11-23'], 'no byline'),
    # http://vse-diety.com/dieta-atkinsa.html
    'ff0f958ade714ebfaf5c0b42b1c0152a62063f4e6f72141406ccefc4a2677f21': (['Диета Аткинса - потеря веса до 10 килограмм за 14 дней', 'Диета Аткинса (14 дней) - потеря веса до 10 кг. Отзывы'], ['vse-diety.com', 'Все диеты'], None, None, 'a reference page with no byline and no date; the window title and the h1 differ: both accepted'),
    # https://www.slashgear.com/2020-audi-e-tron-sportback-revealed-as-electric-4-door-coupe-19600369/
    '3cb22bfabed8de715c0813a7bb5052363c96bd71ccce3bb2dfb3ab9d1d7a9bbc': (['2020 Audi e-tron Sportback revealed as electric 4-door coupe'], ['SlashGear'], ['Chris Davies'], ['2019-11-19'], "'Nov 19, 2019, 8:15 pm CST'"),
    # https://www.nationalreview.com/2019/11/trump-impeachment-inquiry-adam-schiff-working-against-the-clock/
    'f5c90a6d5253c3a21ff3168c64bea4b5ffade7a1ba5bed952a59ebee0d648d98': (['The Impeachment Clock', 'Trump Impeachment Inquiry: Adam Schiff Working against the Clock'], ['National Review'], ['Victor Davis Hanson'], ['2019-11-19'], "the masthead's 'Nov. 20, 2019' is today's date; the article's is November 19, 2019"),
    # https://therealdeal.com/2019/11/18/thousands-of-wework-employees-to-be-laid-off-this-week/
    'bc13ff87b2630ffbebc33bc37b11178b14f03109055e1d17bf644f804b63d98a': (['Major WeWork layoffs to begin today', 'WeWork employees to be laid off this week'], ['The Real Deal', 'TRD'], ['David Jeans'], ['2019-11-18'], 'the window title is another headline than the h1: both accepted'),
    # https://spacenews.com/nasa-adds-five-companies-to-commercial-lunar-lander-program/
    'd1c57d7821e5a5b27fb468c59489601bb2a042b1c05221166e3221d2b5dc217f': (['NASA adds five companies to commercial lunar lander program'], ['SpaceNews', 'SpaceNews.com'], ['Jeff Foust'], ['2019-11-18'], ''),
    # https://www.ascom.com/news-and-events/Ascom-business-news/ascom-and-draeger-introduce-integrated-clinical-alarm-management-solution-in-north-america-to-improve-patient-care.html
    'c69e539d689a8335a69042727f1b58edab09d5d99fb607ec625a63151a537dc2': (['Ascom and Dräger introduce integrated clinical alarm management solution in North America to improve patient care'], ['Ascom'], None, ['2018-08-23'], 'a company press release, no byline'),
    # https://www.thespacereview.com/article/3834/1
    'c00962aabe7bdd1fca78f5360ea7fa93cd7674863b05157e00827506a7aa58c4': (['Seeking a bigger role for a big rocket'], ['The Space Review'], ['Jeff Foust'], ['2019-11-18'], ''),
    # https://news.sky.com/story/jose-mourinho-agrees-deal-to-replace-mauricio-pochettino-as-tottenham-manager-11865382
    '921019755f4a96ac4abf9dbcb4ef9d5ac202624a542d5ea70912330aa6fcc71f': (['Jose Mourinho agrees deal to replace Mauricio Pochettino as Tottenham manager'], ['Sky News'], ['Tom Gillespie'], ['2019-11-20'], ''),
    # https://www.morebikes.co.uk/7721/clymer-workshop-manual-review/
    '612cd29826624e68ce96789c8049e16279dfd2fceb27434eea7943b2aaf84e90': (['Clymer workshop manual review'], ['MoreBikes'], ['Tony Carter', 'John Milbank'], ['2014-06-13'], "the post's byline 'Tony Carter', the review's 'Tested by: John Milbank': either name"),
    # https://www.newsnation.in/fact-check/news/fact-check-is-an-oxygen-bar-in-delhi-offering-fresh-air-for-rs-300-244592.html
    '076f4f33bf75059db581bedf36e76fb65e89a8f7752db3339aa3ea11c5122f32': (["Fact Check: Is An 'Oxygen Bar' In Delhi Offering Fresh Air For Rs 300?"], ['News Nation'], ['News Nation Bureau'], ['2019-11-19'], "byline 'New Delhi, News Nation Bureau' (desk, as shown)"),
    # https://www.polygraph.info/a/fact-check-russia-us-al-tanf-rukban/30279001.html
    '1ee91d1fce65e09be8b8d2d29eab771546d98ca2ba5c862941e660e9fec12432': (['Russia and Syria: U.S.-backed Syrian Forces Blocking Refugee Return'], ['Polygraph.info', 'Polygraph'], None, ['2019-11-18'], 'no byline'),
    # http://jaraguadosul.com.br/news/servi-o-de-atendimento-domiciliar-registra-arrombamento-em-dois-ve-culos
    'f6ac15a4d98511396da23e4428deb5605422b1c8bbc8284e771f6896bdccf57f': (['Atendimento Domiciliar registra arrombamento em veículos'], ['Prefeitura de Jaraguá do Sul', 'Prefeitura Municipal de Jaraguá do Sul', 'Jaraguá do Sul'], ['Clarissa Borba'], ['2018-10-05'], "a city hall's news item ('Publicado por: Clarissa Borba'); the site names itself only by the city"),
    # https://www.spokesman.com/stories/2019/nov/19/meth-were-on-it-spokane-ad-agencies-divided-on-sou/
    'c13b9c0e04fb28d445d22e92bff6ab7f7800a429930677c28c4dad89f3269869': (['‘Meth. We’re on it.’: Spokane ad agencies divided on South Dakota’s viral campaign'], ['The Spokesman-Review'], ['Megan Rowe'], ['2019-11-19'], "the masthead's 'Wednesday, November 20, 2019' is today's date; the story's 'UPDATED: Tue., Nov. 19, 2019'"),
    # https://appleinsider.com/articles/19/11/18/16-inch-macbook-pro-review-the-keyboard-is-probably-enough-to-convince-those-waiting
    '65bf3048b500bbd84928d9122f99617ca898216b91add1d8b2ac09c670484a5c': (['16-inch MacBook Pro review: The keyboard is probably enough to convince those waiting'], ['AppleInsider'], ['Mike Wuerthele', 'Malcolm Owen'], ['2019-11-18'], ''),
    # http://www.wday.ru/articles/53-letnyaya-model-posmotri-na-krasotku-kotoraya-prevratilas-v-staruhu-id120424
    'c82b3d1d540bbbd6081bdfb78b4c068c583aa766bcaaefe7ad16d24e5413a829': (['53-летняя модель: «Посмотри на красотку, которая превратилась в старуху»'], ['WDay.ru', 'WDay', "Woman's Day"], ['Лида Буслаева'], ['2018-10-11'], "'Текст: Лида Буслаева·11 октября 2018'; the window title is an SEO line ('…: новости, фото 2018'), not accepted"),
    # http://www.theparadigmng.com/2018/10/09/saraki-melaye-ben-bruce-drag-igp-idris-court-demand-n500m/
    'e7301133baab43596f19076beab32096f6405b868e0a69bcfc3349e595d62475': (['Saraki, Melaye, Ben Bruce Drag IGP Idris to Court, Demand N500m'], ['The Paradigm'], None, ['2018-10-09'], 'no byline'),
    # https://www.deccanherald.com/business/economy-business/beijing-tariff-demands-may-expand-us-china-trade-deal-777916.html
    '39d5c43beb60605c3eec760c99500e62e7bd71ebbe4ae05edf382125e1b0b80a': (['Beijing tariff demands may expand US-China trade deal'], ['Deccan Herald'], ['Reuters'], ['2019-11-20'], "byline 'Reuters, Washington,' (agency, as shown)"),
    # https://www.dawgsbynature.com/2019/11/18/20970600/browns-defensive-snap-counts-stats-and-notes-week-11
    '6a72de37e8f98f4eee6c0821e593b35ce536cef6c8b424c5e1dd747ebe6621ba': (['Browns’ defensive snap counts, stats, and notes: Week 11'], ['Dawgs By Nature'], ['Chris Pokorny'], ['2019-11-18'], ''),
    # https://www.mensagensreflexao.com.br/quem-se-ama
    'b3c19dd5f0612d098788fa5173e491b3280da6226b492f8fe110f4ab1896cca8': (['Só quem se Ama…'], ['Mensagens de Reflexão'], None, None, 'a message page with no byline and no date'),
    # https://www.oregonlive.com/advice/2019/11/dear-abby-husband-springs-for-business-class-flight-to-india-but-leaves-wife-in-economy-seat.html
    '87438a0dacbeb979e72522f42b9020048da13dc5a079477114190c8855701b7f': (['Dear Abby: Husband springs for business class flight to India, but leaves wife in economy seat'], ['OregonLive', 'oregonlive.com', 'The Oregonian'], ['Abigail Van Buren'], ['2019-11-20'], "'Today 12:01 AM' (2019-11-20 Pacific)"),
    # https://my6sense.com/2018/07/02/native-ad-platform-my6sense-names-mobile-marketing-pioneer-ivan-braiker-chief-strategy-officer/
    '57e2e98887a1965689955921208e32f410b10e2b95c907e74e57982d3edf3cc6': (['Native Ad Platform my6sense Names Mobile Marketing Pioneer Ivan Braiker Chief Strategy Officer'], ['my6sense'], None, ['2018-07-02'], 'a press release, no byline'),
    # https://vortexcannon.org/about-bugs/
    '95301fb7883e0ee5214d1111554d30dd97e08c6380d7699369c0b9c15f42e6aa': (['About bugs'], ['Vortex Cannon Entertainment', 'Vortex Cannon'], None, ['2018-08-13'], "'Posted by Vortex' is the studio's account: author not scored"),
    # https://www.sportsnet.ca/tennis/argentina-comfortably-wins-davis-cup-opener-chile/
    '0d46122928b6f468cc4bbc694051d0dbae5702bc75a16dab82a99b58daf150a0': (['Nadal keeps Spain alive against Russia in Davis Cup Finals'], ['Sportsnet', 'Sportsnet.ca'], ['Associated Press'], ['2019-11-19'], "byline 'Associated Press' (agency, as shown); the address's slug is of an older story"),
    # https://www.floridatoday.com/story/sports/high-school/2019/11/20/hs-roundup-viera-defeats-rockledge-remain-undefeated/4246736002/
    'c81e134ed49902bcf69b551426b4a346c5a77ae993cac8bda68b5541a664ef4c': (['High School Roundup: Viera defeats Rockledge to remain undefeated', 'HS Roundup: Viera defeats Rockledge to remain undefeated'], ['Florida Today'], ['Elliot Brownstein'], ['2019-11-20'], "byline 'Elliot Brownstein Florida Today'"),
    # https://www.billboard.com/articles/news/8544119/doobie-brothers-reunite-50th-anniversary-tour-north-america-2020
    '9cb8224b660f36c932823ab613fb76a07928fcbc41956c4c1f96f4ecab9202aa': (['The Doobie Brothers Set 50th Anniversary Tour of North America', 'The Doobie Brothers Set 2020 Tour of North America'], ['Billboard'], ['Lars Brandle'], ['2019-11-19'], 'the window title is another headline than the h1: both accepted'),
    # https://www.hawaiinewsnow.com/2019/11/19/scientists-use-hawaii-telescope-spot-water-vapor-one-jupiters-moon/
    'f344ca5fb36e130f4344235fa22726f3367e09c211c120f21d9ae92effe902db': (['Scientists use Hawaii telescope to spot water vapor on distant moon'], ['Hawaii News Now', 'HNN'], ['HNN Staff'], ['2019-11-18'], "byline 'By HNN Staff' (desk, as shown)"),
    # https://bgr.com/2019/11/19/apple-black-friday-2019-deals-best-available-now/
    'e7d77f1869803e24667fa0b985cff27fb4139951a5ffa494bc9ba810df48fb30': (['The 10 best early Black Friday deals on Apple devices'], ['BGR'], ['Maren Estrada'], ['2019-11-19'], ''),
    # https://www.nbcdfw.com/news/local/We-Got-Her-Video-Shows-Dramatic-Rescue-of-Kidnapped-Fort-Worth-Girl-565107452.html
    '51d066b0602c9421d8d6410bc4b931700978409a3faa2a984e8fbde519ad7241': (["'We Got Her!': Video Shows Dramatic Rescue of Kidnapped Fort Worth Girl"], ['NBC 5 Dallas-Fort Worth', 'NBC DFW', 'NBC 5'], ['Scott Gordon'], ['2019-11-18'], ''),
    # http://note100yen.com/en-180816.html
    'f105de6e63ca91ea482f60193f6252092557f969f2fd128ff68c0d4d6b90dd7d': (['Kindle for PCをCtrl＋Alt＋Kのショートカットキーで立ち上がらなくする方法'], ['ノート100YEN.com', 'ノート100YEN'], None, ['2018-08-16'], 'no byline'),
    # https://www.catchitkansas.com/content/news/Friday-State-Swim-Results-474349633.html
    '3ce1c8fdf6ad2ded9e48a68be71eb069fc453ef1b75f47698428a1fdda0deb24': (['2018 Boys State Swim Results'], ['Catch it Kansas', 'CatchItKansas'], None, ['2018-02-16'], "no byline; 'Posted: Fri 6:45 PM, Feb 16, 2018'"),
    # https://dealbreaker.com/2019/11/opening-bell-11-18-19
    '55bb6340e3d7dd8632ba45179ae43c39f8ad0cfcecb4719e3b9cf6106ffb70a3': (['Opening Bell 11.18.19'], ['Dealbreaker'], ['The Water Coolest'], ['2019-11-18'], "'Author: The Water Coolest' (the newsletter, as shown)"),
    # https://www.cityam.com/alibaba-to-raise-up-to-12-9bn-in-landmark-hong-kong-listing/
    '360c732d1fdbfc6895d7096c0c0b8c0d581bb1af80160f4c6a0f1fd9ff85e469': (['Alibaba to raise up to $12.9bn in landmark Hong Kong listing'], ['City A.M.', 'CityAM'], ['Anna Menin'], ['2019-11-20'], ''),
    # https://www.foxbusiness.com/markets/home-depot-sales-earnings-retail
    '51374560f40088e227f0053ff1bb0b8525d10a8d7bfbff1cd6033f42347fd85b': (['Home Depot sales miss, shares plunge'], ['Fox Business'], ['Jonathan Garber'], ['2019-11-19'], "'Published 1 day ago' with the day in its markup; the only day the story shows"),
    # https://www.indiapost.com/with-shattered-dreams-deportees-return-home-from-us/
    '5f9c5ed5d64dfe682d9bde13b9b4f032a3ebdbf165c06ec49c0705bcbe106e3b': (['With shattered dreams, deportees return home from US'], ['India Post'], ['India Post News Weekly'], ['2019-11-20'], "'November 20 15:23 2019 … by India Post News Weekly' (the paper, as shown)"),
    # https://www.pv-magazine.com/2019/11/20/south-koreas-roadmap-to-drive-down-solar-costs/
    'b0cf2bbf0192315eec95ede9c59bbf4ae58699275739d590edc24b012e3e8800': (['South Korea’s roadmap to drive down solar costs'], ['pv magazine', 'pv magazine International'], ['Emiliano Bellini'], ['2019-11-20'], ''),
    # https://www.snopes.com/fact-check/marie-yovanovitch-net-worth/
    '8380689f358c1e3a0f6fca6e11ed13e5304a74060139f7a584347db213950446': (['Does Marie Yovanovitch Have a Net Worth of $17 Million?'], ['Snopes', 'Snopes.com'], ['Dan Evon'], ['2019-11-18'], ''),
    # https://www.indiewire.com/2019/11/mary-steenburgen-jessie-buckley-wild-rose-glasgow-best-original-song-1202189233/
    '3d8f3404cf975af824d7866b7679bc45189c3eea6adb32f0a125a0904b1abbb2': (['The Wild Story of How Mary Steenburgen Wrote the Best Original Movie Song of the Year', 'Wild Rose’s Mary Steenburgen Wrote the Best Movie Song of the Year'], ['IndieWire'], ['David Ehrlich'], ['2019-11-13'], 'the window title is another headline than the h1: both accepted'),
    # https://gto-normativy.ru/skajrim-skorost-bega-kak-uvelichit/
    'c4a3637c6696f238cf9fe1c7fbb17bbb6731a71d4f5fe399b9b4fc3294a96a6b': (['Скайрим (skyrim) скорость бега как увеличить', 'Скайрим скорость бега как увеличить'], ['Нормы ГТО и знаний', 'gto-normativy.ru'], None, None, "a how-to page with no byline and no date; the window title is the h1 without '(skyrim)': both accepted"),
    # http://www.therepublic.com/2019/11/20/cpd_arrests_six_in_drug_investigation/
    '961bd85ca85aaf791b278cc4a60058e92d57c4f32a3411cf8e7d802af183c926': (['CPD arrests six in drug investigation'], ['The Republic'], ['Staff Reports'], ['2019-11-20'], "byline 'By Staff Reports' (desk, as shown)"),
    # https://digg.com/2019/is-stadia-good-worth-it-reviews
    '680c2848e94a96f961a0964631de94ac572f83c45bfd0bec2deafa893bcfe15c': (["The Early Reviews For Google's Stadia Gaming Platform Are Here — And They're Not Great"], ['Digg'], ['Dallas Robinson'], ['2019-11-18'], "'Dallas Robinson Nov 18, 2019 @17:19 PM · Updated …'"),
    # https://www.sciencealert.com/we-finally-have-a-global-geological-map-of-saturn-s-moon-titan
    '359fee228518d55b921194561e9ca88e428df81940246f8fac7a75398377daea': (["The First Map of Saturn's Moon Titan Just Revealed Some Tantalising Features"], ['ScienceAlert'], ['Reuters'], ['2019-11-19'], "byline 'REUTERS' (agency, as shown)"),
    # https://nypost.com/2019/11/19/three-taliban-prisoners-flown-to-qatar-for-hostage-swap/
    'a1fca19b884e0e946ad3fbe2a7f5031e5e3b23372702a76db302b6143c77cb31': (['Taliban say they freed US, Australian hostages for 3 terrorist figures'], ['New York Post'], ['Lia Eustachewich', 'Yaron Steinbuch'], ['2019-11-19'], ''),
    # https://www.mysanantonio.com/news/article/Cat-found-in-New-Mexico-after-going-missing-in-14848175.php
    'ef2b3f268a67950c16563de9ca3209163c7618868c0216739e1e794e7884cc20': (['Cat found in New Mexico after going missing in Oregon'], ['San Antonio Express-News', 'ExpressNews.com', 'mySA'], None, ['2019-11-19'], "an AP story with no byline; 'Updated 11:21 pm CST, Tuesday, November 19, 2019', the only day shown"),
    # https://blog.givewell.org/2018/10/09/a-grant-to-evidence-action-beta-to-prototype-test-and-scale-promising-programs/
    'ad9e9e596f21a6812fae27b5d9d622359826c368e471d7d5ff9ac4676eaac9cd': (['A grant to Evidence Action Beta to prototype, test, and scale promising programs'], ['The GiveWell Blog', 'GiveWell'], ['Olivia Larsen'], ['2018-10-09'], ''),
    # http://jeongdongtheater.com/blog/2018/10/12/palace-tale-jang-noksu-reviews-klook-visitors/
    '5211188428849a31e309ef2475746563ff788b1591c89818c08d5abedec4ef5e': (['[The Palace: Tale of Jang Noksu] More Reviews from KLOOK Visitors!'], ['Jeongdong Theater'], None, ['2018-10-12'], "byline 'by jdadmin' is a CMS account: author not scored"),
    # https://www.timesunion.com/sports/article/Nelson-s-OT-goal-lifts-Isles-14848099.php
    'ecb46e3e489d2aac92b2563112e1801077b4219a6db9751f18e228bcaf457802': (["Nelson's OT goal lifts Isles"], ['Times Union'], ['Associated Press'], ['2019-11-19'], "byline 'Associated Press' (agency, as shown); 'Published 11:26 pm EST, Tuesday, November 19, 2019'"),
    # https://www.aljazeera.com/news/2019/11/service-members-killed-afghanistan-helicopter-crash-191120070028895.html
    '7916ecca969ffdd8f6fc32d171fbe0dd63db40fe4c1d2ade02b1dec5929a162f': (['US service members killed in Afghanistan helicopter crash'], ['Al Jazeera'], None, ['2019-11-20'], 'no byline'),
    # https://hosted.ap.org/berkshireeagle/article/6486944b076b4df99a583a3a7c85574d/unpredictable-sondland-faces-questions-about-trump-ukraine
    '82b6d780c792df78dcfb00484d50c86fbc7f324a9eb5835b7615f028edb9a574': (['Unpredictable Sondland faces questions about Trump, Ukraine'], ['Associated Press', 'AP', 'The Berkshire Eagle', 'Berkshire Eagle'], ['Lisa Mascaro', 'Mary Clare Jalonick', 'Eric Tucker'], ['2019-11-20'], "an AP story on the AP's hosted pages of The Berkshire Eagle: either name"),
    # https://gizmodo.com/a-man-developed-feather-duvet-lung-after-getting-new-be-1839924942
    '7bb1ca90354313840329d2f569ea9fb3a582df2aa0a5e3669f8fc567eb6ea61b': (["A Man Developed 'Feather Duvet Lung' After Getting New Bedding"], ['Gizmodo'], ['Ed Cara'], ['2019-11-18'], ''),
    # http://entermedia.co.kr/news/news_view.html?idx=8723&page=1&bc=&mc=&find=&sch_date=
    '9da36ae4714bfccc72374c6c146e9d1cd3cca39e2110bd67ccdbcc806f4cf139': (['악녀의 덫에 걸린 이유리, 의외로 막장극 어울리는 남상미'], ['엔터미디어', 'Entermedia'], ['박생강'], ['2018-09-28'], "column '[엔터미디어=소설가 박생강의 옆구리tv]', signed '칼럼니스트 박생강'"),
    # https://www.inexhibit.com/marker/milan-design-week-2018-michael-anastassiades-light-installation-flos/
    '94fbcc26772088646cb977cecf1abc4012847a1f6927d09505cbf0c3d417ba07': (['Milan Design Week 2018 | Michael Anastassiades’ light installation for FLOS', "Milan Design Week 2018 | Anastassiades' light installation for FLOS"], ['Inexhibit'], ['Federica Lusiardi'], ['2019-04-10'], "byline 'By FEDERICA LUSIARDI - 2019-04-10'"),
    # https://thehill.com/blogs/blog-briefing-room/news/471031-new-york-man-pleads-guilty-to-threatening-to-kill-omar
    '6ebac05f637ece8aa57c298a2a5e3a8047f546f855d0f29cc683cea60ce85c85': (['New York man pleads guilty to threatening to kill Omar'], ['The Hill', 'TheHill'], ['Justine Coleman'], ['2019-11-18'], ''),
    # https://www.beachbodyondemand.com/blog/ilana-muhlstein-game-day-snacks
    'ec3878db7e49b1ed354c511b132e3de5f773ff4fc8014163df58c22fffd93d2f': (['How to Tackle Game Day Snack Temptations'], ['Beachbody', 'The Beachbody Blog', 'Beachbody on Demand'], ['Ilana Muhlstein'], ['2019-02-01'], "byline 'BY: Ilana Muhlstein, MS, RDN' (credentials dropped)"),
    # https://www.albawaba.com/news/sweden-drops-its-investigation-rape-allegation-against-julian-assange-1322369
    'dc7ccccc1f34eb2928cb238739aaf18c712d59d8d34b41acfb29178aeba65356': (['Sweden Drops Its Investigation Into Rape Allegation Against Julian Assange'], ['Al Bawaba', 'Al Bawaba News'], None, ['2019-11-20'], 'no byline'),
    # https://www.autoindustriya.com/auto-industry-news/all-new-2020-sentra-is-what-we-really-want-from-nissan-ph.html
    '3cb5e2f46626d5bb0345759453036f7eabc0b0c7796b796513606bf693060ced': (['All-new 2020 Sentra is what we really want from Nissan PH'], ['AutoIndustriya.com', 'AutoIndustriya'], ['Marcus De Guzman'], ['2019-11-20'], "the author box shows Marcus De Guzman; 'Nissan November 20, 2019' names the source"),
    # https://www.bigbrandsystem.com/business-focus/
    'c582d3b772578e8feaa3cfd8f5ae8100bb6f0bc66048204a9a398395841c1164': (['Business Focus: It’s Why Some People Triumph Online and Others Never Make It', 'Business Focus: Do You Have What It Takes to Build a Business Online?'], ['BIG Brand System'], ['Pamela Wilson'], None, 'no date shown for the post; the window title is another headline than the h1: both accepted'),
    # https://www.detroitnews.com/story/sports/college/2019/11/19/tuesdays-college-football-eastern-michigan-routs-northern-illinois-become-bowl-eligible/4244754002/
    '65ce3a4577a0306994efa190a0d96e84014f9d4257ad54753e807ede518f02c0': (["Tuesday's college football: Eastern Michigan routs Northern Illinois to become bowl eligible"], ['The Detroit News'], ['Detroit News wire services'], ['2019-11-19'], "byline 'Detroit News wire services' (desk, as shown)"),
    # https://kabarislamia.com/2015/03/30/jangan-membenci-satu-kaum-secara-berlebihan/
    '21486419bb109c5a62a68957f528e6ff29c92f58d8d3c1f2837c86ff3f3e11f9': (['Jangan Membenci Satu Kaum Secara Berlebihan'], ['Kabar tentang Dunia Islam', 'Kabar Islamia'], None, ['2015-03-30'], "'Posted on Maret 30, 2015 by Admin': the account is not scored"),
    # https://blog.comwrap.com/comwrap-auf-der-dmexco-2018
    'ba07d1e64775f4090e39116c382111f5a2cfe9528dd179673f4e9bfcea370c15': (['Take C.A.R.E. - comwrap auf der DMEXCO 2018'], ['comwrap', 'comwrap GmbH'], ['Moritz Bachmann'], ['2018-07-30'], ''),
    # https://theantijunecleaver.com/2014/09/make-arrowhead-water-a-part-of-your-mountain-hike-survival-kit/
    '0e014df693f182824fe5e24030ddbe1d0b96ddb9685cf20d5766457ed32ffa2d': (['Hiking the Boulder Flat Irons', 'Simple Hiking Survival Kit (with Kids)'], ['The Anti-June Cleaver'], ['Regan'], ['2014-09-15'], 'the window title is another headline than the h1: both accepted'),
    # https://www.chron.com/news/world/article/Esper-says-US-providing-Vietnam-with-coast-guard-14848382.php
    'db6b0816c612296c7f1f001c6df874214fcca0da0fc86fb3aea9358c7f681754': (['Esper accuses China of intimidating smaller Asian nations'], ['Houston Chronicle', 'HoustonChronicle.com'], ['Robert Burns'], ['2019-11-20'], "byline 'Robert Burns, Ap National Security Writer'"),
    # https://www.politifact.com/west-virginia/statements/2019/nov/18/david-mckinley/what-value-drugs-come-us-border/
    '9e8c9f082a8d77c58c17bda03b6b4bb6a1d6883fe196c252db4ca83b9991e0d3': (['What is the value of drugs that come to the U.S. border?'], ['PolitiFact', 'PolitiFact West Virginia'], ['Matthew Digby', 'Minh Do'], ['2019-11-18'], ''),
    # https://www.ctpost.com/news/article/Deval-Patrick-takes-nascent-2020-campaign-to-14847854.php
    'a6968f427cdb786531cfb326518e674bd8b48af94df7c5c6165cdf40e944357a': (['Deval Patrick takes nascent 2020 campaign to South Carolina'], ['Connecticut Post', 'CT Post'], ['Meg Kinnard', 'Errin Haines'], ['2019-11-20'], "byline 'Meg Kinnard and Errin Haines, Associated Press'"),
    # https://www.washingtonexaminer.com/opinion/why-beijing-will-bring-slaughter-to-hong-kong
    'e4c6a3b482403a8f60190ba27248cd52b250b86f5d4a8a10edcf7062c64fc3f5': (['Why Beijing will bring slaughter to Hong Kong'], ['Washington Examiner'], ['Tom Rogan'], ['2019-11-18'], ''),
    # https://www.space.com/nasa-picks-spacex-blue-origin-private-moon-lander-companies.html
    'c50845a7158af12ee75acea301a3ea0dad1e848d6b9dbdb43ba7f2d825b2528b': (['NASA Picks SpaceX, Blue Origin and More to Join Private Moon Lander Project'], ['Space.com', 'Space'], ['Tariq Malik', 'Mike Wall'], ['2019-11-18'], ''),
    # https://www.livescience.com/feather-duvet-lung.html
    'bd673bd7988144f0ab7b9c5e19fed140fb5aaa30d8894cb045b72d3b79a7dc54': (["A Man Develops 'Feather-Duvet Lung' After Switching His Bedding"], ['Live Science'], ['Yasemin Saplakoglu'], ['2019-11-18'], "byline 'By Yasemin Saplakoglu - Staff Writer'"),
    # http://comoeducarseusfilhos.com.br/blog/a-fantastica-loja-dos-materiais-educativos/
    '3252222e61fe78982cffe0b0bad2b089c27b32f65852d1c5d3951517f3c2e295': (['A Fantástica Loja dos Materiais Educativos'], ['Como Educar Seus Filhos'], ['Carlos Nadalim'], ['2018-08-23'], ''),
    # http://www.remember8090.it/remake-serie-animata-de-i-cavalieri-dello-zodiaco-per-netflix/
    'b6fb53e9fb043c98eb1e6530a1074c40922e29025f5454809f3938a7c174faa3': (['Remake serie animata de “I Cavalieri dello Zodiaco” per Netflix'], ['Remember 80/90', 'Remember8090'], None, ['2017-08-02'], "no byline; '02 Ago 2017'"),
    # https://www.slashgear.com/the-vw-id-space-vizzion-is-a-weird-ev-sports-wagon-with-a-secret-message-19600475/
    '06ee193de4bd611f7fafbab0c59b0f6fe3495093516720632cd093b24c7a0e98': (['The VW ID. SPACE VIZZION is a weird EV sports wagon with a secret message'], ['SlashGear'], ['Chris Davies'], ['2019-11-19'], "'Nov 19, 2019, 10:31 pm CST'"),
    # https://www.ascom.com/news-and-events/Ascom-business-news/Ascom-announces-a-strategic-distribution-partnership-with-GE-Healthcare-in-Europe-for-intensive-care-units.html
    '5ae11e580afc12d3ba1a12944281e6a7a5dded5c98b4efcf24aedcb28f0d5b22': (['Ascom announces a strategic distribution partnership with GE Healthcare in Europe for intensive care units'], ['Ascom'], None, ['2017-10-12'], 'a company press release, no byline'),
    # https://www.morebikes.co.uk/7908/bike-style-book-soundtrack-review/
    '30b771a40a4e96156d398716c877deef54b05d091770d2717c98e4c6b670010c': (['Bike & Style book with soundtrack review'], ['MoreBikes'], ['Tony Carter', 'John Milbank'], ['2014-06-21'], "the post's byline 'Tony Carter', the review's 'Tested by: John Milbank': either name"),
    # http://www.wday.ru/articles/mastera-vkusa-i-krasotyi-23-samyih-krutyih-fudblogera-po-versii-wday-ru-id119898
    '3c6d3381ef52ca26be2fbde19c1b0fe17d85682b726dfecf5e300c1ca34546b1': (['Мастера вкуса: 23 самых крутых фудблогера по версии Wday.ru'], ['WDay.ru', 'WDay', "Woman's Day"], ['Венера Ерофеева'], ['2018-09-24'], "'Текст: Венера Ерофеева·24 сентября 2018'; the window title is an SEO line, not accepted"),
    # http://www.theparadigmng.com/2018/10/09/breaking-lawan-moves-motion-senates-adjournment-nzeribe-adedoyins-deaths/
    '0dd1357045727799a447563fd8851f4ebe79f042073ea16991a9b67aa595f81a': (['BREAKING: Lawan moves motion for Senate’s adjournment over Nzeribe, Adedoyin’s deaths'], ['The Paradigm'], None, ['2018-10-09'], 'no byline'),
    # https://www.deccanherald.com/international/impeachment-sham-completely-debunked-white-house-777897.html
    'c90731f051d033e49e4cfcc920895051bbc3b54ef1a11519abcf22a115c3aa79': (['Impeachment sham completely debunked: White House'], ['Deccan Herald'], ['PTI'], ['2019-11-20'], "byline 'PTI, Washington,' (agency, as shown)"),
    # https://my6sense.com/2018/02/15/bi-research-shows-mix-native-ad-units-generate-highest-engagement-metrics-marketers-greatest-revenue-publishers/
    'dfd43bc0d46e7aaa78ba10fbcb5b9fdfe78771d36cb4c7497e17fb6f69170ec5': (['Our BI Research Shows – A Mix of Native Ad Units Generate the Highest Engagement Metrics for Marketers and the Greatest Revenue for Publishers'], ['my6sense'], None, ['2018-02-15'], 'a press release, no byline'),
    # https://vortexcannon.org/dare-to-play-3-october-pack-2/
    'a860fb5eda1ac75df3bc95ba096ade649fdbb1bb566adb9fee3cb13e59f37604': (['Dare to Play 3 / October pack'], ['Vortex Cannon Entertainment', 'Vortex Cannon'], None, ['2018-10-05'], "'Posted by Vortex' is the studio's account: author not scored"),
    # http://www.autoracing.com.br/calendario-stock-car-2018/
    'cc03ddb5ef7d5f1fdb8a87f5e6dfd058a2a70acedf2551655a898dc5c18eb79e': (['Calendário Stock Car 2018'], ['Autoracing', 'autoracing.com.br'], None, ['2018-01-22'], "a dated post ('segunda-feira, 22 de janeiro de 2018'), no byline"),
}
# Left out, decided from the page before any score.
NOT_ARTICLE = {
    '11ea381ad92b5448cf66eae62f52ac565361a244c8881615fc6a7bb523cc0c32': "a NASCAR standings table the site keeps updated ('Nesta página você terá sempre a classificação atualizada'), not an article",  # http://www.autoracing.com.br/classificacao-nascar/
}
