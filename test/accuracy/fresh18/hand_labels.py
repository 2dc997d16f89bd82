# fresh18 hand labels (s14m18), written BY HAND from the visible page (a plain-text rendering of each page:
# its headline, dateline, byline, source line, masthead / window title and copyright line) BEFORE citeflow was
# run on any fresh18 page and before any score. Rules: NOTICE.md / import.py.
#
# Part A: kingname/GeneralNewsExtractor's Chinese test pages (tests/<dir>/<file>.html). Upstream gives no
# address and no labels: every field here is hand-written. Address: the page's own og:url / canonical link
# where it has one, a self link of the page otherwise (share links, "复制链接"), else the site's host with
# the path /gne/<dir>/<file> (named in NOTICE.md; the scorer serves by host + path).
# key: (file, url, {title, publisher, author?, published?})
GNE = {
 'gne-163-1': ('163/1.html', 'https://money.163.com/gne/163/1.html', dict(
     title=['多地项目连环爆雷 狂奔的龙湖集团"暗伤"曝露？'], publisher=['网易财经', '网易', '证券市场红周刊'], published=['2019-09-07'])),
 'gne-163-2': ('163/2.html', 'https://news.163.com/gne/163/2.html', dict(
     title=['姚明对周琦说了啥？周琦上下半场判若两人'], publisher=['网易新闻', '网易', '新京报'], published=['2019-09-07'])),
 'gne-163-9': ('163/9.html', 'http://dy.163.com/v2/article/detail/EFDAIN1E054550F0.html', dict(
     title=['5月20日至31日，京沪高速无锡至江阴大桥至广陵枢纽段封闭！'], publisher=['网易订阅', '网易', '苏皖城市报道'],
     author=['苏皖城市报道'], published=['2019-05-17'])),
 'gne-cjddsb-1': ('cjddsb/1.html', 'http://www.cjddsb.com/ym/xhy/532601.html', dict(
     title=['常德市金融系统积极开展“金融知识普及月 金融知识进万家”活动'], publisher=['当代商报'], published=['2019-09-23'])),
 'gne-cjn-1': ('cjn/1.html', 'http://news.cjn.cn/gne/cjn/1.html', dict(
     title=['外媒眼中的武汉长假：蓬勃发展，欢声笑语'], publisher=['长江网'], author=['陈智'], published=['2020-10-04'])),
 'gne-csdn-1': ('csdn/1.html', 'http://www.csdn.net/gne/csdn/1.html', dict(
     title=['第三届知道安全论坛鸟巢举办 知道创宇发布新版ZoomEye'], publisher=['CSDN', 'CSDN.NET'], author=['魏星'], published=['2014-08-24'])),
 'gne-ednchina-1': ('ednchina/1.html', 'https://www.ednchina.com/gne/ednchina/1.html', dict(
     title=['阿里发布最强AI芯片：性能“吊打”同行，一块顶十块GPU'], publisher=['EDN 电子技术设计', 'EDN China', 'EDN'], published=['2019-09-25'])),
 'gne-gamersky': ('gamersky/gamersky.html', 'https://ol.gamersky.com/news/201909/1220000.shtml', dict(
     title=['逆水寒再按照这个速度研发下去 应该马上就要收到律师函了！'], publisher=['游民星空'], published=['2019-09-05'])),
 'gne-gsc-1': ('gsc/1.html', 'http://www.gsc.org.cn/gne/gsc/1.html', dict(
     title=['2019年中国人文地理学术年会在重庆•西南大学成功举行！'], publisher=['中国地理学会'], published=['2019-05-18'])),
 'gne-guancha': ('guancha/guancha.html', 'https://www.guancha.cn/WangWen/2019_09_07_516891.shtml', dict(
     title=['王文：中美贸易“持久战”，中国人的斗志被激发'], publisher=['观察者网'], author=['王文'], published=['2019-09-07'])),
 'gne-guancha-3': ('guancha/3.html', 'https://www.guancha.cn/politics/2019_09_09_517162.shtml', dict(
     title=['苹果回应“违反中国劳动法”：大多数指控错误'], publisher=['观察者网', '中新网'], published=['2019-09-09'])),
 'gne-gzggw-1': ('gzggw/1.html', 'http://fgw.zj.gov.cn/art/2016/11/22/art_1621004_30332664.html', dict(
     title=['1-10月德清县固定资产投资结构趋稳趋优'], publisher=['浙江省发展和改革委员会', '省发改委'], published=['2016-11-22'])),
 'gne-hexun-1': ('hexun/1.html', 'http://stock.hexun.com/gne/hexun/1.html', dict(
     title=['交通运输部：着力打造京津冀区域综合立体交通网络'], publisher=['和讯网', '和讯', '证券时报网'], published=['2019-09-26'])),
 'gne-huanqiu-1': ('huanqiu/1.html', 'https://world.huanqiu.com/gne/huanqiu/1.html', dict(
     title=['补壹刀：别笑！18人的“新八国联军”今天成立了'], publisher=['环球网', '补壹刀'], author=['叨叨姐', '胡一刀', '李小飞刀'], published=['2020-06-05'])),
 'gne-ifeng-1': ('ifeng/1.html', 'https://news.ifeng.com/c/7rtKNyg6PU9', dict(
     title=['女童眼睛被塞几十片纸，“无法用科学解释”'], publisher=['凤凰网', '凤凰网资讯', '澎湃新闻网', '澎湃新闻'], author=['段彦超', '廖艳'], published=['2019-11-25'])),
 'gne-ifeng-3': ('ifeng/3.html', 'http://nb.ifeng.com/a/20200911/14526474_0.shtml', dict(
     title=['疫情防控常态化下，长春市的新经济之路'], publisher=['凤凰网', '凤凰网宁波', '宁波频道'], published=['2020-09-11'])),
 'gne-ifeng': ('ifeng/ifeng.html', 'https://ent.ifeng.com/c/7pldiU65MNU', dict(
     title=['董又霖主持首秀状况百出大方道歉：会继续努力'], publisher=['凤凰网', '凤凰网娱乐', '东森新闻云'], published=['2019-09-07'])),
 'gne-mingridapan-1': ('mingridapan/1.html', 'http://www.mingridapan.com/gushihangqing/21684.html', dict(
     title=['最新出炉联合国贸发报告：2019年全球经济增长率降至2.3%'], publisher=['明日大盘网', '明日大盘'], published=['2019-09-26'])),
 'gne-njxfhn-1': ('njxfhn/1.html', 'http://www.njxfhn.com/post/2740.html', dict(
     title=['[诗婷露雅化妆品]江门七旬阿婆接来电称其涉黑被骗上百万！冒充公检法电诈团伙被端', '江门七旬阿婆接来电称其涉黑被骗上百万！冒充公检法电诈团伙被端'],
     publisher=['富达传媒'], published=['2019-09-11'])),
 'gne-people-1': ('people/1.html', 'http://culture.people.com.cn/gne/people/1.html', dict(
     title=['女儿出嫁，郑板桥画了几笔兰花当嫁妆'], publisher=['人民网', '人民网-文化频道'], published=['2019-06-15'])),
 'gne-qq': ('qq/qq.html', 'https://new.qq.com/gne/qq/qq.html', dict(
     title=['儿歌一分钱被改成一元钱 原作者女儿：改成这样不觉得拗口吗？'], publisher=['腾讯网', '腾讯新闻', '腾讯', '扬眼'], author=['扬眼'], published=['2019-09-07'])),
 'gne-readhub': ('readhub/readhub.html', 'https://readhub.cn/topic/7PM49H7yjs5', dict(
     title=['运营商 5G 手机促销方式曝光，禁止提供购机补贴'], publisher=['Readhub'])),
 'gne-shanxi-1': ('shanxi/1.html', 'http://www.shanxi.gov.cn/yw/sxyw/201909/t20190918_693227.shtml', dict(
     title=['山西品牌丝路行（南美站）正式启动'], publisher=['山西省人民政府', '山西省人民政府网', '山西省人民政府门户网站', '山西省人民政府网站'], published=['2019-09-18'])),
 'gne-sina-1': ('sina/1.html', 'https://news.sina.com.cn/c/2019-11-25/doc-iihnzahi3275702.shtml', dict(
     title=['中国人习以为常的地方 为何老外却说“了不得”？'], publisher=['新浪新闻', '新浪网', '新浪', '参考消息'], published=['2019-11-25'])),
 'gne-sina-2': ('sina/2.html', 'https://finance.sina.com.cn/roll/2018-12-28/doc-ihqfskcn2160999.shtml', dict(
     title=['60万"12306账号"外泄? 中铁总辟谣称消息不实'], publisher=['新浪财经', '新浪网', '新浪', '新京报'], author=['裴剑飞'], published=['2018-12-28'])),
 'gne-sina-4': ('sina/4.html', 'https://tech.sina.com.cn/t/2019-09-11/doc-iicezzrq4972166.shtml', dict(
     title=['苹果发布新iPhone 11：64GB售5499元 256GB售6799元'], publisher=['新浪科技', '新浪网', '新浪'], published=['2019-09-11'])),
 'gne-sina': ('sina/sina.html', 'https://news.sina.com.cn/c/2019-09-07/doc-iicezzrq4076655.shtml', dict(
     title=['最强“中国芯”本月商用 华为抢跑5G芯片大战'], publisher=['新浪新闻', '新浪网', '新浪', '北京日报'], published=['2019-09-07'])),
 'gne-stcn-1': ('stcn/1.html', 'http://company.stcn.com/gne/stcn/1.html', dict(
     title=['午间公告：天奇股份中标广汽丰田项目；运达股份中标7亿元项目'], publisher=['证券时报网', '证券时报'], author=['李在山'], published=['2019-09-26'])),
 'gne-thepaper-1': ('thepaper/1.html', 'https://www.thepaper.cn/gne/thepaper/1.html', dict(
     title=['共享充电宝涨价告别1元时代：是“收割韭菜”还是回归理性'], publisher=['澎湃新闻', 'The Paper', '中国青年报'], author=['石佳'], published=['2019-09-24'])),
 'gne-thepaper-2': ('thepaper/2.html', 'https://www.thepaper.cn/gne/thepaper/2.html', dict(
     title=['定了！广州南沙邮轮母港即将开通！地铁直达+无敌免...', '定了！广州南沙邮轮母港即将开通！地铁直达+无敌免税城......'],
     publisher=['澎湃新闻', 'The Paper', '中国广州发布'], author=['中国广州发布'], published=['2019-08-13'])),
 'gne-toutiao': ('toutiao/toutiao.html', 'https://www.toutiao.com/gne/toutiao/toutiao.html', dict(
     title=['英国独立游戏，经典游戏规则与RPG成长冒险元素结合体验'], publisher=['今日头条', '头条', 'GameForce'], author=['GameForce'], published=['2019-09-04'])),
 'gne-xds-1': ('xds/1.html', 'https://www.xds.com.cn/gne/xds/1.html', dict(
     title=['【资讯汇总】9月26日盘中重要资讯汇总 准确把握市场走向'], publisher=['鑫鼎盛', '天天基金网'], published=['2019-09-26'])),
 'gne-zsnews-1': ('zsnews/1.html', 'http://www.zsnews.cn/gne/zsnews/1.html', dict(
     title=['顺德区大良街道党工委委员潘卓辉一行到众创金融街开展调研工作'], publisher=['中山网', '东区办事处'])),
 'gne-zyyfy-1': ('zyyfy/1.html', 'http://www.zyyfy.com/nets/zyyy/page/pc/index/article/article_15070_1.shtml', dict(
     title=['【不忘初心 牢记使命】我院医技药剂党支部举办2019年中药、药学理论知识与专业技能大赛'],
     publisher=['湖南省中医药研究院附属医院'], author=['医技药剂党支部'], published=['2019-10-31'])),
}
# GNE pages left out: baijiahao ×4, wechat ×2, xinhuanet (hosts other sets have); sxmu (a statute's text on a
# university office's site, not an article); toutiao/2 (a photo gallery); the other copies of a host already
# taken (163 ×6, sina ×2, thepaper ×3, toutiao ×3, qq/2, ifeng/2; time, one or two a host).
GNE_LEFT_OUT = ['baijiahao/1-4', 'wechat/1-2', 'xinhuanet/1', 'sxmu/1', 'toutiao/2', '163/3-8', 'sina/3', 'sina/5',
                'thepaper/3-5', 'toutiao/3-5', 'qq/2', 'ifeng/2']

# Part B: alan-turing-institute/misinformation-crawler's site tests (tests/site_test_data/<site>/article-N_*):
# title, author and date come from upstream's expected data; the PUBLISHER is hand-written from the page's
# window title (its site part), its copyright line and its logo text; None = the page names no site a reader
# can find (not scored).
MC_PUBLISHER = {
 '10news.com': ['10News', 'KGTV', '10News San Diego'], 'abqjournal.com': ['Albuquerque Journal'],
 'addictinginfo.com': ['Addicting Info', 'AddictingInfo'], 'alaskastar.com': ['The Alaska Star', 'Alaska Star'],
 'alternet.org': ['AlterNet', 'Alternet.org'], 'austinchronicle.com': ['The Austin Chronicle', 'Austin Chronicle'],
 'barenakedislam.com': ['Bare Naked Islam', 'BARE NAKED ISLAM'], 'buffalonews.com': ['The Buffalo News', 'Buffalo News'],
 'cap-news.com': ['CAP News'], 'centerforsecuritypolicy.org': ['Center for Security Policy'],
 'christianpost.com': ['The Christian Post', 'Christian Post'], 'clickhole.com': ['ClickHole', 'ResistanceHole'],
 'columbian.com': ['The Columbian', 'Columbian'], 'conservativehq.com': ['ConservativeHQ.com', 'ConservativeHQ'],
 'conservativepapers.com': ['The Conservative Papers'], 'dailycaller.com': ['The Daily Caller', 'Daily Caller'],
 'dailykos.com': ['Daily Kos'], 'dailywire.com': ['The Daily Wire', 'Daily Wire'], 'dallasobserver.com': ['Dallas Observer'],
 'darkmoon.me': ['Darkmoon'], 'davidwolfe.com': ['DavidWolfe.com', 'David Wolfe'], 'denverpost.com': ['The Denver Post', 'Denver Post'],
 'disclose.tv': ['Disclose.tv'], 'drrichswier.com': ['Dr. Rich Swier', 'DrRichSwier.com'], 'empirenews.net': ['Empire News'],
 'eutimes.net': ['EU Times', 'EUTimes.net', 'The European Union Times'], 'eyeopening.info': ['Eye Opening Info'],
 'federalistpress.com': ['Federalist Press', 'FederalistPress.com'],
 'frontpagemag.com': ['Frontpage Mag', 'FrontPage Magazine', 'FrontPageMag.com'], 'gatesofvienna.net': ['Gates of Vienna'],
 'gellerreport.com': ['Geller Report'], 'globalresearch.ca': ['Global Research', 'Centre for Research on Globalization'],
 'humortimes.com': ['Humor Times'], 'infostormer.com': ['Infostormer', 'Infostormer.com'], 'infowars.com': ['Infowars', 'Infowars.com'],
 'islamicanews.com': ['Islamica News'], 'jihadwatch.org': ['Jihad Watch'], 'judicialwatch.org': ['Judicial Watch'],
 'ladylibertysnews.com': None, 'liberalamerica.life': ['Liberal America'], 'liveaction.org': ['Live Action News', 'Live Action'],
 'madpatriots.com': ['Mad Patriots'], 'madworldnews.com': ['Mad World News'], 'mediaite.com': ['Mediaite'], 'mic.com': ['Mic'],
 'missoulacurrent.com': ['Missoula Current'], 'motherjones.com': ['Mother Jones'], 'multichannel.com': ['Multichannel News', 'Multichannel'],
 'nationalvanguard.org': ['National Vanguard'], 'notallowedto.com': None, 'occupy.com': ['Occupy.com'], 'palmerreport.com': ['Palmer Report'],
 'patriotnewsdaily.com': ['PatriotNewsDaily.com', 'Patriot News Daily'], 'pbs.org': ['PBS NewsHour', 'PBS'],
 'prisonplanet.com': ['Prison Planet', 'PrisonPlanet.com', 'Prison Planet.com'], 'realnewsrightnow.com': ['Real News Right Now'],
 'redstate.com': ['RedState'], 'redstatewatcher.com': ['RedStateWatcher.com', 'Red State Watcher'],
 'satirewire.com': ['SatireWire', 'SatireWire.com'], 'scrappleface.com': ['ScrappleFace'],
 'talkingpointsmemo.com': ['Talking Points Memo', 'TPM'], 'tampabay.com': ['Tampa Bay Times'],
 'texastribune.org': ['The Texas Tribune', 'Texas Tribune'], 'thedailysheeple.com': ['The Daily Sheeple'], 'theonion.com': ['The Onion'],
 'thesheridanpress.com': ['The Sheridan Press', 'Sheridan Press'], 'thespoof.com': ['The Spoof'], 'threepercenternation.com': None,
 'usasupreme.com': ['USA Supreme', 'USA SUPREME'], 'valleytimes-news.com': ['Valley Times-News'],
 'veteransnewsreport.com': ['Veterans News Report'], 'weeklyworldnews.com': ['Weekly World News'],
 'westernjournal.com': ['The Western Journal', 'Western Journal'], 'youngcons.com': ['Young Conservatives'],
}
# Which upstream article of a site is taken (the first whose address is the page's own; see import.py).
MC_ARTICLE = {'davidwolfe.com': 'article-2'}  # article-1's expected address is article-2's (upstream's slip)
MC_LEFT_OUT = {'henrymakow.com': "no article address (upstream's placeholder; the page's canonical link is the home page)"}

# Part A2: Gerapy/GerapyAutoExtractor's Chinese detail samples (samples/detail/<file>.html; Apache-2.0); no
# labels upstream but the title its test asserts for ifeng_news1 (a host already in Part A, left out), so
# every field here is hand-written as in Part A. sample.html is a copy of netease_news1.html.
GERAPY = {
 'ger-china-news1': ('china_news1.html', 'http://www.chinanews.com/ll/2020/07-04/9229287.shtml', dict(
     title=['【中国稳健前行】坚定实施扩大内需战略'], publisher=['中新网', '中国新闻网', '求是网'], author=['方敏'], published=['2020-07-04'])),
     # author fixed after the first score (NOTICE.md): the first label, 陈海峰, was read from a display:none block.
 'ger-netease-news1': ('netease_news1.html', 'https://news.163.com/gerapy/netease_news1.html', dict(
     title=['美国新冠肺炎确诊病例超278万例 死亡129227例'], publisher=['网易新闻', '网易', '央视新闻客户端'], published=['2020-07-04'])),
}

# Part B date corrections, decided before any score: upstream's day is the date part of the time string its
# site config reads; where that string is a UTC stamp of the page (the same time followed by +00:00 / Z in the
# page) the date part can be the UTC day, not the day the page shows. Every Part B page whose upstream time
# falls before 08:00 (the US evening of the day before) was read: on these four the byline shows the day
# before, and the day the page shows is the label (dateline in the comment).
MC_DAY_SHOWN = {
 'denverpost.com': ('2019-06-12', 'PUBLISHED: June 12, 2019 at 7:29 pm (upstream 2019-06-13T01:29:53, +00:00)'),
 'humortimes.com': ('2019-06-12', 'By Roger Freed, June 12, 2019 (upstream 2019-06-13T01:07:29, +00:00)'),
 'islamicanews.com': ('2017-09-28', 'By Islamica News - Sep 28, 2017 (upstream 2017-09-29T01:07:21, +00:00)'),
 'westernjournal.com': ('2018-12-19', 'By Randy DeSoto December 19, 2018 at 5:36pm (upstream 2018-12-20T00:36:30, +00:00)'),
}
