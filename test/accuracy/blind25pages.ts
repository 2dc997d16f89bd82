/**
 * Page templates for blind25 (regional platforms of the non-English web and their walls): the
 * chrome of WeChat official-account articles, Zhihu, Baidu Baike, Weibo, CSDN, Jianshu, Chinese
 * news portals, note.com, Yahoo! News Japan, Ameba, Hatena, 5ch, Naver, Daum, Tistory, VK, Dzen,
 * Habr, LiveJournal, Telegram previews, Arabic/Persian/Indian/Turkish/Vietnamese/Thai/Indonesian/
 * Latin-American/African portals. Written without looking at citeflow's classifier; the labels
 * live in blind25.ts.
 */
import { esc } from './blindkit';

const ps = (paras: string[]) => paras.map((p) => (/^<(h2|h3|ul|ol|blockquote|figure|table|pre|div)/.test(p) ? p : `<p>${p}</p>`)).join('\n');

// ---------------------------------------------------------------------------------------------
// China

/** A WeChat official-account article (mp.weixin.qq.com/s/…). */
export function wechat(o: { title: string; account: string; author?: string; date: string; paras: string[]; url: string; original?: boolean }): string {
  return `<!DOCTYPE html>
<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1.0,maximum-scale=1.0,user-scalable=0,viewport-fit=cover">
<meta property="og:title" content="${esc(o.title)}">
<meta property="og:url" content="${esc(o.url)}">
<meta property="og:type" content="article">
<meta property="og:description" content="${esc(o.paras[0]!.slice(0, 60))}">
<meta name="twitter:card" content="summary">
<meta name="author" content="${esc(o.author ?? o.account)}">
<title>${esc(o.title)}</title>
<link rel="stylesheet" href="//res.wx.qq.com/mmbizappmsg/zh_CN/htmledition/js/assets/appmsg.c1b8a2f0.css">
<script>var biz = "MzA4NjQ5MzY1Mg==" || ""; var sn = "8c1f0e2a9b" || ""; var mid = "2651908821" || ""; var idx = "1" || "";
var msg_title = '${o.title.replace(/'/g, "\\'")}'.html(false); var nickname = htmlDecode("${esc(o.account)}"); var ct = "${Math.floor(Date.parse(o.date) / 1000)}";
var user_name = "gh_3f9e2b1c7a40"; var appmsg_type = "9"; var is_limit_user = "0";</script>
</head>
<body id="activity-detail" class="zh_CN wx_wap_page mm_appmsg comment_feature discuss_tab appmsg_skin_default appmsg_style_default">
<div id="js_article" class="rich_media">
<div class="rich_media_inner"><div id="page-content" class="rich_media_area_primary">
<div class="rich_media_area_primary_inner">
<h1 class="rich_media_title" id="activity-name">${esc(o.title)}</h1>
<div id="meta_content" class="rich_media_meta_list">
${o.original ? '<span id="copyright_logo" class="rich_media_meta icon_appmsg_tag">原创</span>' : ''}
${o.author ? `<span class="rich_media_meta rich_media_meta_text">${esc(o.author)}</span>` : ''}
<span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" id="js_name">${esc(o.account)}</a></span>
<em id="publish_time" class="rich_media_meta rich_media_meta_text">${o.date.slice(0, 10).replace(/-/g, '-')} ${o.date.slice(11, 16)}</em>
<em id="js_ip_wording_wrp" class="rich_media_meta rich_media_meta_text">发表于北京</em>
</div>
<div class="rich_media_content js_underline_content autoTypeSetting24psection" id="js_content" style="visibility: visible;">
${o.paras.map((p) => `<section style="margin-bottom: 16px;"><span style="font-size: 15px;letter-spacing: 1px;">${p}</span></section>`).join('\n')}
<p style="text-align:center"><img data-src="https://mmbiz.qpic.cn/mmbiz_png/abc/640?wx_fmt=png" class="rich_pages wxw-img"></p>
</div>
<div class="rich_media_tool" id="js_toobar3"><a id="js_view_source" href="##">阅读原文</a><div class="media_tool_meta"><span id="readNum3">阅读 3.1万</span> <span class="media_tool_meta meta_like">赞 216</span> <span>在看 88</span></div></div>
<div class="qr_code_pc"><img class="qr_code_pc_img" src="/mp/qrcode?scene=10000004&size=102&__biz=MzA4NjQ5MzY1Mg=="><p>微信扫一扫<br>关注该公众号</p></div>
</div></div>
<div class="rich_media_area_extra"><div class="weui-loadmore"><span>喜欢此内容的人还喜欢</span></div></div>
</div></div>
<script src="//res.wx.qq.com/mmbizappmsg/zh_CN/htmledition/js/appmsg/index.8ea1f6.js"></script>
</body></html>`;
}

/** WeChat's weui message page: the one it serves for deleted, banned or verification states. */
export function wechatMsg(o: { icon: 'warn' | 'info'; title: string; desc: string; button?: string; pageTitle?: string }): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=0">
<title>${esc(o.pageTitle ?? '')}</title>
<link rel="stylesheet" href="//res.wx.qq.com/open/libs/weui/2.4.4/weui.min.css">
</head><body>
<div class="weui-msg">
<div class="weui-msg__icon-area"><i class="weui-icon-${o.icon} weui-icon_msg"></i></div>
<div class="weui-msg__text-area"><h2 class="weui-msg__title">${esc(o.title)}</h2><p class="weui-msg__desc">${o.desc}</p></div>
${o.button ? `<div class="weui-msg__opr-area"><p class="weui-btn-area"><a href="javascript:;" class="weui-btn weui-btn_primary" id="js_verify">${esc(o.button)}</a></p></div>` : ''}
<div class="weui-msg__extra-area"><div class="weui-footer"><p class="weui-footer__text">Copyright © 2012-2026 Tencent. All Rights Reserved.</p></div></div>
</div>
<script src="//res.wx.qq.com/mmbizwap/zh_CN/htmledition/js/biz_wap/moon.js"></script>
</body></html>`;
}

/** A Zhihu question page with one answer; the login modal is in the markup (as Zhihu ships it). */
export function zhihu(o: { question: string; detail?: string; author: string; headline: string; paras: string[]; date: string; votes: number; loginModal?: boolean; truncated?: boolean }): string {
  const answer = o.truncated ? ps(o.paras.slice(0, 1)) + `<div class="RichContent-inner--collapsed"></div><button class="Button ContentItem-more">阅读全文 ​<span>▾</span></button>` : ps(o.paras);
  return `<!doctype html>
<html lang="zh" data-hairline="true" data-theme="light"><head><meta charset="utf-8">
<title data-rh="true">${esc(o.question)} - 知乎</title>
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<meta data-rh="true" name="description" content="${esc(o.paras[0]!.slice(0, 80))}">
<meta data-rh="true" property="og:title" content="${esc(o.question)}">
<meta data-rh="true" property="og:site_name" content="知乎">
<link rel="shortcut icon" href="https://static.zhihu.com/heifetz/favicon.ico">
<link href="https://static.zhihu.com/heifetz/main.app.216a26f4.css" rel="stylesheet">
</head><body>
<div id="root"><div class="App"><header role="banner" class="Sticky AppHeader"><div class="AppHeader-inner"><a href="//www.zhihu.com" aria-label="知乎">知乎</a>
<nav class="AppHeader-nav"><a href="//www.zhihu.com/">首页</a><a href="//www.zhihu.com/education/learning">知学堂</a><a href="//www.zhihu.com/question/waiting">等你来答</a></nav>
<div class="SearchBar"><input type="text" placeholder="搜索你感兴趣的内容…"></div><button class="Button AppHeader-login">登录/注册</button></div></header>
<main role="main" class="App-main"><div class="QuestionPage" itemscope itemtype="http://schema.org/Question">
<meta itemprop="name" content="${esc(o.question)}"><meta itemprop="answerCount" content="37"><meta itemprop="dateCreated" content="${o.date}">
<div class="QuestionHeader"><div class="QuestionHeader-topics"><div class="Tag QuestionTopic">社会</div><div class="Tag QuestionTopic">城市规划</div></div>
<h1 class="QuestionHeader-title">${esc(o.question)}</h1>
${o.detail ? `<div class="QuestionRichText"><span itemprop="text">${esc(o.detail)}</span></div>` : ''}
<div class="QuestionFollowStatus"><div class="NumberBoard"><strong class="NumberBoard-itemValue">1,284</strong> 关注者 <strong>2,046,117</strong> 被浏览</div></div></div>
<div class="Question-main"><div class="ListShortcut"><div class="List-item"><div class="ContentItem AnswerItem" itemprop="acceptedAnswer" itemscope itemtype="http://schema.org/Answer">
<div class="ContentItem-meta"><div class="AuthorInfo" itemprop="author" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="${esc(o.author)}"><a class="UserLink-link">${esc(o.author)}</a><div class="AuthorInfo-badgeText">${esc(o.headline)}</div></div>
<div class="AnswerItem-extraInfo"><span class="Voters">${o.votes} 人赞同了该回答</span></div></div>
<meta itemprop="upvoteCount" content="${o.votes}"><meta itemprop="dateCreated" content="${o.date}">
<div class="RichContent RichContent--unescapable"><div class="RichContent-inner"><span class="RichText ztext CopyrightRichText-richText" itemprop="text">${answer}</span></div>
<div class="ContentItem-time">发布于 ${o.date.slice(0, 10)} 09:14・IP 属地上海</div>
<div class="ContentItem-actions"><button class="VoteButton">赞同 ${o.votes}</button><button>​ 143 条评论</button><button>​ 分享</button><button>​ 收藏</button></div></div></div></div></div></div>
<div class="Question-sideColumn"><div class="Card"><div class="Card-header">相关问题</div><ul><li><a href="/question/48213371">如何评价这座城市的地铁规划？</a></li><li><a href="/question/38821004">有哪些城市更新的成功案例？</a></li></ul></div></div>
</div></main></div></div>
${o.loginModal ? `<div class="Modal-wrapper"><div class="Modal-backdrop"></div><div class="Modal Modal--default signFlowModal" role="dialog"><div class="Modal-inner"><div class="Modal-content"><div class="signFlowModal-container"><div class="SignContainer-content"><div class="SignContainer-tip">登录知乎，您可以享受以下权益：更懂你的优质内容 · 更专业的大咖答主 · 更深度的互动交流 · 更高效的创作环境</div><div class="SignFlow-tabs"><div class="SignFlow-tab SignFlow-tab--active">免密码登录</div><div class="SignFlow-tab">密码登录</div></div><input name="username" placeholder="手机号"><button class="SignFlow-submitButton">登录/注册</button><div class="SignContainer-agreement">未注册手机验证后自动登录，注册即代表同意《知乎协议》《隐私保护指引》</div></div></div></div></div><button aria-label="关闭" class="Modal-closeButton">×</button></div></div>` : ''}
<footer><p>© 2026 知乎 京ICP证110745号 · 京ICP备13052560号-1 · 京公网安备 11010802020088 号 · 互联网药品信息服务资格证书（京）- 非经营性 - 2017 - 0067</p></footer>
<script id="js-initialData" type="text/json">{"initialState":{"entities":{"answers":{"2813902218":{"voteupCount":${o.votes}}}}}}</script>
<script src="https://static.zhihu.com/heifetz/main.app.216a26f4.js"></script>
</body></html>`;
}

/** A Baidu Baike entry. */
export function baike(o: { name: string; summary: string; sections: [string, string[]][]; url: string }): string {
  return `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><title>${esc(o.name)}_百度百科</title>
<meta name="description" content="${esc(o.summary.slice(0, 120))}">
<meta name="keywords" content="${esc(o.name)}">
<link rel="canonical" href="${esc(o.url)}">
<meta property="og:title" content="${esc(o.name)}_百度百科"><meta property="og:site_name" content="百度百科">
<link rel="stylesheet" href="https://bkssl.bdimg.com/static/wiki-lemma/pkg/wiki-lemma_ee8b93e.css">
</head><body class="wiki-lemma normal">
<div class="header-wrapper"><div class="header"><a class="logo" href="/">百度百科</a><form id="searchForm" action="/search"><input id="query" name="word" autocomplete="off"><button>进入词条</button><button>全站搜索</button><button>帮助</button></form></div>
<div class="navbar-wrapper"><dl class="navbar"><dd><a href="/">首页</a></dd><dd><a href="/calendar/">秒懂百科</a></dd><dd><a href="/item/特色百科">特色百科</a></dd><dd><a href="/usercenter">用户</a></dd><dd><a href="/event/ranklist">权威合作</a></dd><dd><a href="/help">个人中心</a></dd></dl></div></div>
<div class="body-wrapper"><div class="content-wrapper"><div class="main-content J-content">
<dl class="lemmaWgt-lemmaTitle lemmaWgt-lemmaTitle-"><dd class="lemmaWgt-lemmaTitle-title J-lemma-title"><h1>${esc(o.name)}</h1><a class="edit-lemma">编辑</a><a class="lemma-discussion">讨论</a></dd></dl>
<div class="lemma-summary J-summary" label-module="lemmaSummary"><div class="para" label-module="para">${o.summary}</div></div>
${o.sections.map(([h, paras], i) => `<div class="para-title level-2 J-chapter" data-index="${i + 1}"><h2 class="title-text">${esc(h)}</h2></div>\n${paras.map((p) => `<div class="para" label-module="para">${p}</div>`).join('\n')}`).join('\n')}
<dl class="lemma-reference"><dt>参考资料</dt><dd><ul><li>1. <a rel="nofollow">统计公报</a>．国家统计局[引用日期2024-03-01]</li></ul></dd></dl>
</div>
<div class="side-content"><dl class="side-catalog"><dt>目录</dt>${o.sections.map(([h], i) => `<dd>${i + 1} ${esc(h)}</dd>`).join('')}</dl><div class="lemmaWgt-promotion-rightPreciseAd"></div></div>
</div></div>
<div class="wgt-footer-main"><p>©2026 Baidu <a href="//www.baidu.com/duty/">使用百度前必读</a> | <a href="//baike.baidu.com/help">百科协议</a> | <a href="//baike.baidu.com/help#main06">隐私政策</a> | <a href="http://beian.miit.gov.cn">京ICP证030173号</a> <a>京公网安备11000002000001号</a></p></div>
</body></html>`;
}

/** A Chinese news portal article (Sohu/NetEase/Sina-style chrome). */
export function cnNews(o: { site: string; title: string; source: string; author?: string; date: string; paras: string[]; charset: string; metaCharset?: string | null; icp: string; appBar?: boolean; channel: string; editor?: string }): string {
  const mc = o.metaCharset === null ? '' : `<meta http-equiv="Content-Type" content="text/html; charset=${o.metaCharset ?? o.charset}">`;
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
${mc}
<title>${esc(o.title)}_${esc(o.channel)}_${esc(o.site)}</title>
<meta name="keywords" content="${esc(o.title.slice(0, 12))}">
<meta name="description" content="${esc(o.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 70))}">
<meta property="og:type" content="news"><meta property="og:title" content="${esc(o.title)}">
<meta property="og:release_date" content="${o.date.slice(0, 10)} ${o.date.slice(11, 19)}">
<meta name="mediaid" content="${esc(o.source)}">
<link rel="stylesheet" type="text/css" href="/css/article_2018.css">
</head><body>
<div class="top-bar"><a href="/">${esc(o.site)}首页</a> | <a href="/news/">新闻</a> | <a href="/sports/">体育</a> | <a href="/ent/">娱乐</a> | <a href="/money/">财经</a> | <a href="/tech/">科技</a> | <a href="/auto/">汽车</a> | <a href="/house/">房产</a> <span class="login">登录</span> <span>注册</span></div>
<div class="location"><a href="/">${esc(o.site)}</a> &gt; <a href="/${esc(o.channel)}/">${esc(o.channel)}</a> &gt; 正文</div>
<div class="post_main"><h1 class="post_title">${esc(o.title)}</h1>
<div class="post_info">${o.date.slice(0, 10)} ${o.date.slice(11, 19)}　来源: <a>${esc(o.source)}</a>${o.author ? `　作者：${esc(o.author)}` : ''}</div>
<div class="post_body" id="endText">
${ps(o.paras)}
${o.editor ? `<p class="editor">（责任编辑：${esc(o.editor)}）</p>` : ''}
</div>
<div class="post_statement">声明：本文仅代表作者观点，不代表${esc(o.site)}立场。</div>
<div class="post_recommends"><h3>相关推荐</h3><ul><li><a href="/a/1">多地出台新政支持住房消费</a></li><li><a href="/a/2">国内油价或迎年内第十次上调</a></li><li><a href="/a/3">专家解读三季度经济数据</a></li><li><a href="/a/4">冷空气来袭 北方多地降温</a></li></ul></div>
</div>
${o.appBar ? `<div class="open-app-bar"><span>打开${esc(o.site)}客户端，查看更多精彩内容</span><a class="btn" href="${esc(o.site)}://article">打开APP</a></div>` : ''}
<div class="footer"><p><a href="/about">关于我们</a> - <a href="/ad">广告服务</a> - <a href="/contact">联系我们</a> - <a href="/jobs">招聘信息</a> - <a href="/law">网站地图</a></p>
<p>${esc(o.icp)}　互联网新闻信息服务许可证　违法和不良信息举报电话：010-58221234</p><p>Copyright © 1997-2026 ${esc(o.site)} 版权所有</p></div>
</body></html>`;
}

/** A CSDN blog post; `locked` hides the rest behind "follow the blogger" or a VIP column. */
export function csdn(o: { title: string; author: string; date: string; paras: string[]; locked?: 'follow' | 'vip'; tags: string[]; views: number }): string {
  const shown = o.locked ? o.paras.slice(0, 2) : o.paras;
  const lock =
    o.locked === 'follow'
      ? `<div class="hide-article-box hide-article-pos text-center"><a class="btn-readmore" data-report-view='{"spm":"1001.2101.3001.4248"}'>关注博主即可阅读全文</a><div class="look-more-preCode">${esc(o.author)} 设置了“关注后可见”，关注博主后即可查看全部内容</div></div>`
      : o.locked === 'vip'
        ? `<div class="column-mask"><div class="vip-mask"><p class="vip-title">本文为付费专栏《${esc(o.tags[0] ?? '')}实战》内容</p><p>订阅专栏 解锁全文</p><a class="btn-subscribe">￥59.90 订阅专栏</a><a class="btn-vip">开通VIP 免费看</a></div></div>`
        : '';
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8">
<link rel="canonical" href="https://blog.csdn.net/${esc(o.author)}/article/details/13${o.views}">
<meta name="keywords" content="${esc(o.tags.join(','))}">
<meta name="description" content="${esc(o.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 100))}">
<title>${esc(o.title)}-CSDN博客</title>
<link rel="stylesheet" href="https://csdnimg.cn/release/blogv2/dist/pc/css/detail_enter-1e9c8b.min.css">
</head><body class="nodata" style="">
<div id="csdn-toolbar"><div class="toolbar-inside"><a href="https://www.csdn.net/">CSDN</a> <a>博客</a> <a>下载</a> <a>学习</a> <a>社区</a> <a>GitCode</a> <a>InsCode</a> <input placeholder="搜CSDN"> <a class="toolbar-btn-loginfun">登录</a> <a>会员中心</a> <a>消息</a> <a>创作</a></div></div>
<div class="main_father clearfix d-flex justify-content-center"><div class="container clearfix" id="mainBox"><main>
<div class="blog-content-box"><div class="article-header-box"><div class="article-header"><div class="article-title-box"><h1 class="title-article" id="articleContentId">${esc(o.title)}</h1></div>
<div class="article-info-box"><div class="bar-content"><img class="article-type-img" src="https://csdnimg.cn/release/blogv2/dist/pc/img/original.png" alt=""><a class="follow-nickName">${esc(o.author)}</a> <span class="time">于&nbsp;${o.date.slice(0, 10)} ${o.date.slice(11, 19)}&nbsp;发布</span> <span class="read-count">阅读量${o.views}</span> <a class="href-article-edit">收藏</a> <span>${Math.floor(o.views / 40)}</span> <a>点赞数</a></div>
<div class="blog-tags-box"><div class="tags-box artic-tag-box"><span class="label">文章标签：</span>${o.tags.map((t) => `<a class="tag-link">${esc(t)}</a>`).join('')}</div></div>
<div class="slide-content-box"><div class="article-copyright"><div class="creativecommons">版权声明：本文为博主原创文章，遵循 CC 4.0 BY-SA 版权协议，转载请附上原文出处链接和本声明。</div></div></div></div></div></div>
<article class="baidu_pl"><div id="article_content" class="article_content clearfix"><div id="content_views" class="markdown_views prism-atom-one-dark">
${ps(shown)}
</div>${lock}</div></article>
</div>
<div class="recommend-box"><div class="recommend-item-box">相关推荐</div><div>Redis 缓存穿透、击穿、雪崩解决方案</div><div>SpringBoot 整合 Kafka 实战</div><div>MySQL 索引失效的 10 种场景</div></div>
</main>
<aside class="blog_container_aside"><div id="asideProfile" class="aside-box"><div class="profile-intro"><a>${esc(o.author)}</a><p>码龄8年</p></div><div class="data-info">原创 212 · 周排名 3,114 · 总排名 18,220 · 访问 98万+ · 等级 6</div><a class="btn-sm attented">关注</a> <a>私信</a></div></aside>
</div></div>
<div class="blog-footer-bottom">©1999-2026北京创新乐知网络技术有限公司 · <a href="https://beian.miit.gov.cn/">京ICP备19004658号</a> · 京公网安备11010502030143号 · 网络110报警服务 · 中国互联网举报中心 · 家长监护</div>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Japan

/** A note.com note; `paidFrom` puts the rest behind a purchase box. */
export function noteCom(o: { title: string; creator: string; handle: string; date: string; paras: string[]; paidFrom?: number; price?: number; likes: number }): string {
  const free = o.paidFrom !== undefined ? o.paras.slice(0, o.paidFrom) : o.paras;
  const wall =
    o.paidFrom !== undefined
      ? `<div class="o-noteContentText__paywall"><div class="p-articlePaywall"><p class="p-articlePaywall__title">この続きをみるには</p><p class="p-articlePaywall__text">この続き：${4200 + o.likes}文字 / 画像${3}枚</p><div class="p-articlePaywall__price">¥${o.price ?? 500}</div><button class="a-button">購入手続きへ</button><p class="p-articlePaywall__login">ログイン</p></div></div>`
      : '';
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>${esc(o.title)}｜${esc(o.creator)}</title>
<meta name="description" content="${esc(free[0]!.replace(/<[^>]+>/g, '').slice(0, 100))}">
<meta property="og:title" content="${esc(o.title)}｜${esc(o.creator)}"><meta property="og:site_name" content="note（ノート）"><meta property="og:type" content="article">
<meta name="note:card" content="${o.paidFrom !== undefined ? 'paid' : 'free'}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'Article', headline: o.title, author: { '@type': 'Person', name: o.creator, url: `https://note.com/${o.handle}` }, datePublished: o.date, publisher: { '@type': 'Organization', name: 'note（ノート）' }, ...(o.paidFrom !== undefined ? { isAccessibleForFree: false } : {}) })}</script>
<link rel="stylesheet" href="https://assets.st-note.com/_nuxt/entry.BqkR3f1a.css">
</head><body><div id="__nuxt"><div class="l-container">
<header class="o-globalHeader"><a href="/" class="o-globalHeader__logo">note</a><input class="o-searchBox" placeholder="キーワードやクリエイターで検索"><a href="/login">ログイン</a><a href="/signup" class="a-button">会員登録</a></header>
<main class="l-main"><article class="o-noteContent">
<div class="o-noteContentHeader"><h1 class="o-noteContentHeader__title">${esc(o.title)}</h1><div class="o-noteContentHeader__info"><a href="/${esc(o.handle)}" class="o-noteContentHeader__name">${esc(o.creator)}</a><time datetime="${o.date}">${o.date.slice(0, 10).replace(/-/g, '年').replace(/年(\d+)$/, '月$1日')}</time></div></div>
<div class="note-common-styles__textnote-body" data-name="body">${ps(free)}</div>
${wall}
<div class="o-noteContentFooter"><span class="o-noteLikeV3__count">スキ ${o.likes}</span><div class="o-noteContentFooter__tags"><a>#エッセイ</a><a>#仕事</a><a>#地方創生</a></div></div>
</article>
<section class="o-creatorProfile"><p>${esc(o.creator)}</p><p>フォロー</p></section></main>
<footer class="o-footer"><a>noteについて</a><a>ご利用規約</a><a>プライバシーポリシー</a><a>特定商取引法に基づく表示</a><p>© note, inc.</p></footer>
</div></div></body></html>`;
}

/** Yahoo!ニュース (Japan) article page or its "expired" notice. */
export function yahooJp(o: { title?: string; source?: string; date?: string; paras?: string[]; expired?: boolean }): string {
  const main = o.expired
    ? `<div class="error-container"><h1 class="errorTitle">指定されたURLは存在しませんでした。</h1><p>URLが正しく入力されていないか、このページが削除された可能性があります。</p><p>記事の掲載期間が終了したか、提供元の判断により削除された可能性があります。</p><ul><li><a href="https://news.yahoo.co.jp/">Yahoo!ニュース トップ</a></li><li><a href="https://news.yahoo.co.jp/topics">トピックス一覧</a></li></ul></div>
<section class="ranking"><h2>アクセスランキング</h2><ol><li>円相場、一時1ドル＝152円台に　日米金利差意識</li><li>大雪の影響で北陸新幹線が一部運休</li><li>プロ野球ドラフト会議、注目選手の指名結果</li><li>首相、経済対策の裏付けとなる補正予算案を表明</li><li>都内で今季初の木枯らし1号</li></ol></section>`
    : `<article id="uamods"><header><h1 class="sc-uzx6gd-1">${esc(o.title!)}</h1><div class="article-info"><time>${o.date!.slice(5, 7).replace(/^0/, '')}/${o.date!.slice(8, 10).replace(/^0/, '')}(${'日月火水木金土'[new Date(o.date!).getUTCDay()]}) ${o.date!.slice(11, 16)}</time> 配信 <a class="source">${esc(o.source!)}</a></div></header>
<div class="article_body highLightSearchTarget">${ps(o.paras!)}</div>
<footer><p class="source-credit">${esc(o.source!)}</p><p>【関連記事】</p></footer></article>
<section class="comment"><h2>コメント</h2><p>この記事へのコメントはまだありません。</p></section>`;
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8">
<title>${o.expired ? 'Yahoo!ニュース' : `${esc(o.title!)}（${esc(o.source!)}） - Yahoo!ニュース`}</title>
${o.expired ? '' : `<meta property="og:title" content="${esc(o.title!)}（${esc(o.source!)}） - Yahoo!ニュース"><meta property="og:site_name" content="Yahoo!ニュース"><meta property="article:published_time" content="${o.date}">`}
<link rel="stylesheet" href="https://s.yimg.jp/images/news-web/all/styles/pc/main.css"></head>
<body><div id="wrapper"><header id="msthd"><a href="https://www.yahoo.co.jp/">Yahoo! JAPAN</a> <a href="https://news.yahoo.co.jp/">ニュース</a><nav><a>主要</a><a>国内</a><a>国際</a><a>経済</a><a>エンタメ</a><a>スポーツ</a><a>IT</a><a>科学</a><a>ライフ</a><a>地域</a></nav><input placeholder="キーワードを入力"></header>
<div id="contentsWrap">${main}</div>
<footer id="footer"><a>プライバシーポリシー</a> - <a>利用規約</a> - <a>ヘルプ・お問い合わせ</a><p>© LY Corporation</p></footer></div></body></html>`;
}

/** An Ameba blog entry; `amember` is the friends-only ("アメンバー限定") state. */
export function ameba(o: { blog: string; id: string; title: string; date: string; paras: string[]; theme: string; amember?: boolean }): string {
  const body = o.amember
    ? `<div class="skin-entryBody _2p2jlYRE"><div class="amember-limited"><p>この記事はアメンバーさん限定です。</p><p>アメンバー申請をして承認されると読めるようになります。</p><a class="ameba-btn" href="https://blog.ameba.jp/ucs/amemberentry">アメンバー申請</a><p>すでにアメンバーの方は<a href="https://dauth.user.ameba.jp/login">ログイン</a>してください。</p></div></div>`
    : `<div class="skin-entryBody _2p2jlYRE" id="entryBody">${o.paras.map((p) => `<div>${p}</div><div><br></div>`).join('')}</div>`;
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8">
<title>${esc(o.title)} | ${esc(o.blog)}</title>
<meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.blog)}"><meta property="og:type" content="article">
<meta name="description" content="${o.amember ? '' : esc(o.paras[0]!.slice(0, 80))}">
<link rel="stylesheet" href="https://stat100.ameba.jp/ameblo/pc/css/templateStandard.css"></head>
<body><div id="ambHeader"><a href="https://www.ameba.jp/">Ameba</a> <a href="https://ameblo.jp/">ブログ</a> <a href="https://blog.ameba.jp/ucs/entry/srventryinsertinput.do">ブログを書く</a> <a>ログイン</a> <a>新規登録</a></div>
<div class="skin-blogHeader"><h1 class="skin-blogTitle"><a href="https://ameblo.jp/${esc(o.id)}/">${esc(o.blog)}</a></h1></div>
<div class="skin-blogBody"><article class="skin-entry js-entryWrapper" data-unique-entry-id="12874${o.paras.length}1">
<div class="skin-entryHead"><h2 class="skin-entryTitle"><a>${esc(o.title)}</a></h2>${o.amember ? '<span class="skin-iconAmember">アメンバー限定公開</span>' : ''}<p class="skin-entryPubdate"><time datetime="${o.date.slice(0, 10)}">${o.date.slice(0, 10)} ${o.date.slice(11, 19)}</time></p><p class="skin-entryThemes">テーマ：<a>${esc(o.theme)}</a></p></div>
${body}
<div class="skin-entryFoot"><a>いいね！</a> <a>コメント</a> <a>リブログ</a></div></article>
<aside class="skin-blogSubB"><div class="skin-widget"><h3>最新の記事</h3><ul><li>秋の京都で紅葉狩り</li><li>新しいカメラを買いました</li><li>週末のパン作り</li></ul></div></aside></div>
<div id="ambFooter"><p>Powered by Ameba</p><p>© CyberAgent, Inc. All Rights Reserved.</p></div></body></html>`;
}

/** A 5ch-style board thread (Shift_JIS, dl/dt/dd posts). */
export function thread5ch(o: { board: string; title: string; posts: [string, string, string][]; archived?: boolean }): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>${esc(o.title)}</title>
<style>body{background:#efefef}</style></head><body>
<div class="navbar"><a href="https://5ch.net/">■掲示板に戻る■</a> <a>全部</a> <a>1-</a> <a>最新50</a></div>
${o.archived ? '<div class="stoplight stopred stopdone">■ このスレッドは過去ログ倉庫に格納されています</div>' : ''}
<h1 class="title">${esc(o.title)}</h1>
<dl class="thread">
${o.posts.map(([name, date, text], i) => `<dt>${i + 1} ：<font color="green"><b>${esc(name)}</b></font>：${esc(date)} ID:${['Xk3pQ1aZ0', 'mB8tT2rc0', 'Lq0Zw9Yv0', 'Hc7JdS4e0', 'Rn2Uu6Ka0'][i % 5]}</dt><dd> ${text} <br><br></dd>`).join('\n')}
</dl>
<hr><div class="footer"><a href="../${esc(o.board)}/">${esc(o.board)}板に戻る</a> 全部 前100 次100 最新50<br>read.cgi ver 07.7.25 2024/09/12 Walang Kapalit ★<br>Powered By VIP Service</div>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Korea

/** A Naver blog post (the mobile page the desktop URL redirects to); `scope` locks it. */
export function naverBlog(o: { blogName: string; nick: string; title: string; date: string; paras: string[]; scope?: 'neighbors' | 'private' }): string {
  const body = o.scope
    ? `<div class="se-main-container"><div class="_postLocked"><p class="tit">${o.scope === 'neighbors' ? '이 글은 서로이웃까지만 공개된 글입니다.' : '비공개 포스트입니다.'}</p><p class="dsc">${o.scope === 'neighbors' ? '서로이웃 신청을 하시면 서로이웃 공개 글을 보실 수 있습니다.' : '작성자가 비공개로 설정한 글입니다.'}</p>${o.scope === 'neighbors' ? '<a class="btn_neighbor">서로이웃 신청하기</a> <a class="btn_login" href="https://nid.naver.com/nidlogin.login">로그인</a>' : ''}</div></div>`
    : `<div class="se-main-container">${o.paras.map((p) => `<div class="se-component se-text se-l-default"><div class="se-component-content"><div class="se-section se-section-text"><div class="se-module se-module-text"><p class="se-text-paragraph se-text-paragraph-align-"><span class="se-fs- se-ff-">${p}</span></p></div></div></div></div>`).join('\n')}</div>`;
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="UTF-8">
<title>${esc(o.title)} : 네이버 블로그</title>
<meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="네이버 블로그 | ${esc(o.blogName)}"><meta property="og:type" content="article">
<meta property="og:description" content="${o.scope ? '' : esc(o.paras[0]!.slice(0, 80))}">
<meta property="naverblog:nickname" content="${esc(o.nick)}">
<link rel="stylesheet" href="https://blogimgs.pstatic.net/nblog/mylog/post/m_postview.css"></head>
<body class="se_body"><div id="ct" class="_postView"><div class="blog_head"><a class="logo">blog</a> <a>${esc(o.blogName)}</a> <a>이웃추가</a></div>
<div class="se-viewer se-theme-default"><div class="se-documentTitle"><div class="se-module se-module-text se-title-text"><h3>${esc(o.title)}</h3></div>
<div class="blog_authorArea"><span class="nick">${esc(o.nick)}</span> <p class="blog_date">${o.date.slice(0, 4)}. ${Number(o.date.slice(5, 7))}. ${Number(o.date.slice(8, 10))}. ${o.date.slice(11, 16)}</p><span class="blog_url">URL 복사</span> <span>이웃추가</span></div></div>
${body}</div>
<div class="post_footer"><a class="u_likeit">공감 ${o.paras.length * 7}</a> <a>댓글 ${o.paras.length * 3}</a> <a>공유하기</a></div>
<div class="post_list"><h4>이 블로그의 다른 글</h4><ul><li>가을 제주 올레길 7코스 후기</li><li>전세 계약 전 꼭 확인할 것들</li><li>아이와 가볼 만한 서울 박물관</li></ul></div></div>
<footer class="u_ft"><a>이용약관</a> <a>개인정보처리방침</a> <a>고객센터</a> <p>© NAVER Corp.</p></footer></body></html>`;
}

/** A Naver Cafe article frame; member-only ones show the join prompt. */
export function naverCafe(o: { cafe: string; title: string; nick: string; date: string; paras: string[]; memberOnly?: boolean }): string {
  const body = o.memberOnly
    ? `<div class="ArticleContentBox"><div class="guide_box"><strong class="tit">카페 멤버만 볼 수 있는 게시글입니다.</strong><p class="txt">카페에 가입하시면 이 게시글을 보실 수 있습니다.</p><a class="BaseButton" href="/CafeJoin">카페 가입하기</a></div></div>`
    : `<div class="ArticleContentBox"><div class="article_container"><div class="se-main-container">${ps(o.paras)}</div></div></div>`;
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="UTF-8"><title>${esc(o.title)} : 네이버 카페</title>
<meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.cafe)} : 네이버 카페"><meta property="og:description" content="${o.memberOnly ? '카페 가입하고 게시글을 확인하세요' : esc(o.paras[0]!.slice(0, 80))}"></head>
<body><div id="cafe-info-data" class="cafe-info-data"><a class="_cafeName">${esc(o.cafe)}</a> <span>멤버수 184,220</span> <a class="cafe-write-btn">카페 글쓰기</a></div>
<div class="ArticleTopBtns"><a>목록</a> <a>이전글</a> <a>다음글</a></div>
<div class="article_header"><div class="ArticleTitle"><a class="link_board">자유게시판</a><h3 class="title_text">${esc(o.title)}</h3></div><div class="WriterInfo"><span class="nickname">${esc(o.nick)}</span> <span class="date">${o.date.slice(0, 10).replace(/-/g, '.')}. ${o.date.slice(11, 16)}</span> <span class="count">조회 1,208</span></div></div>
${body}
<div class="CommentBox"><h3>댓글</h3></div>
<footer><a>네이버 카페 이용약관</a> <a>운영정책</a> <a>고객센터</a> © NAVER Corp.</footer></body></html>`;
}

/** A Tistory blog; `state` gives the protected-post and removed-post pages of its skin. */
export function tistory(o: { blog: string; title: string; date: string; paras: string[]; category: string; state?: 'protected' | 'removed' }): string {
  const main =
    o.state === 'protected'
      ? `<div class="protected_form"><h2 class="tit_protected">보호되어 있는 글입니다.</h2><p>내용을 보시려면 비밀번호를 입력하세요.</p><form method="post" action=""><input type="password" name="password" id="entry-password"><button type="submit">확인</button></form></div>`
      : o.state === 'removed'
        ? `<div class="absent_post"><h2>존재하지 않는 게시물입니다.</h2><p>요청하신 페이지를 찾을 수 없습니다. 삭제되었거나 주소가 변경되었을 수 있습니다.</p><a href="/">블로그 홈으로</a></div>`
        : `<div class="article-header"><span class="category">${esc(o.category)}</span><h2 class="title-article">${esc(o.title)}</h2><div class="box-info"><p class="writer">${esc(o.blog)}</p><p class="date">${o.date.slice(0, 10).replace(/-/g, '. ')}. ${o.date.slice(11, 16)}</p></div></div>
<div class="article-view" id="article-view"><div class="tt_article_useless_p_margin contents_style">${ps(o.paras)}</div></div>
<div class="container_postbtn"><span class="postbtn_like">공감</span> <span>공유하기</span> <span>게시글 관리</span></div>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${o.state ? esc(o.blog) : `${esc(o.title)}`}</title>
${o.state ? '' : `<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="article"><meta property="og:site_name" content="${esc(o.blog)}"><meta property="article:published_time" content="${o.date}">`}
<link rel="stylesheet" href="https://tistory1.daumcdn.net/tistory/0/skin/style.css"></head>
<body id="tt-body-page" class="layout-aside-right paging-number"><div id="wrap"><header id="header"><h1><a href="/">${esc(o.blog)}</a></h1><nav><a>홈</a> <a>태그</a> <a>방명록</a></nav></header>
<section class="container"><article id="content">${main}</article>
<aside id="aside"><div class="box-category"><h3>분류 전체보기</h3><ul><li>개발</li><li>일상</li><li>여행</li><li>리뷰</li></ul></div><div class="box-recent">최근글</div></aside></section>
<footer id="footer"><p>Designed by 티스토리</p><p>© Kakao Corp.</p></footer></div></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Russian-speaking web

/** A VK wall post page (m.vk.com-style) or one of its notices. */
export function vk(o: { community: string; date: string; text?: string[]; notice?: { title: string; text: string; login?: boolean } }): string {
  const main = o.notice
    ? `<div class="message_page"><div class="message_page_title">${esc(o.notice.title)}</div><div class="message_page_body">${o.notice.text}${o.notice.login ? '<div class="login_form"><input name="email" placeholder="Телефон или email"><input type="password" name="pass" placeholder="Пароль"><button class="flat_button">Войти</button><a href="/join">Зарегистрироваться</a></div>' : ''}</div></div>`
    : `<div class="wall_item"><div class="wi_head"><a class="pi_author">${esc(o.community)}</a><a class="wi_date">${esc(o.date)}</a></div><div class="wi_body"><div class="pi_text">${o.text!.join('<br><br>')}</div></div><div class="wi_buttons"><a class="item_like">Нравится 482</a> <a>Комментарии 61</a> <a>Поделиться 37</a> <span class="item_views">👁 18K</span></div></div>`;
  return `<!DOCTYPE html><html lang="ru"><head><meta http-equiv="content-type" content="text/html; charset=windows-1251"><title>${o.notice ? (o.notice.login ? 'ВКонтакте' : esc(o.notice.title)) : `Запись на стене | ${esc(o.community)} | ВКонтакте`}</title>
${o.notice ? '' : `<meta property="og:title" content="${esc(o.community)}"><meta property="og:description" content="${esc(o.text![0]!.replace(/<[^>]+>/g, '').slice(0, 120))}"><meta property="og:site_name" content="VK">`}
<link rel="stylesheet" href="/css/mobile/common_web.css?2419"></head>
<body class="_hover"><div class="layout"><div class="head"><a class="hb_wrap" href="/">ВКонтакте</a><a class="hb_btn">Поиск</a>${o.notice?.login ? '' : '<a class="hb_btn">Войти</a>'}</div>
<div class="basis"><div class="basis__content">${main}</div></div>
<div class="footer"><a href="/about">О ВКонтакте</a> · <a href="/terms">Правила</a> · <a href="/privacy">Конфиденциальность</a> · <span>VK © 2006–2026</span></div></div></body></html>`;
}

/** A Habr article. */
export function habr(o: { title: string; user: string; date: string; paras: string[]; hubs: string[]; url: string }): string {
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="UTF-8"><title>${esc(o.title)} / Хабр</title>
<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="article"><meta property="og:url" content="${esc(o.url)}"><meta property="og:site_name" content="Хабр"><meta property="aiturec:datetime" content="${o.date}">
<meta name="description" content="${esc(o.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 150))}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'Article', mainEntityOfPage: { '@type': 'WebPage', '@id': o.url }, headline: o.title, datePublished: o.date, author: { '@type': 'Person', name: o.user }, publisher: { '@type': 'Organization', name: 'Habr' } })}</script>
</head><body><div id="app"><div class="tm-layout">
<header class="tm-header"><a class="tm-header__logo">Хабр</a><nav><a>Моя лента</a><a>Все потоки</a><a>Разработка</a><a>Администрирование</a><a>Дизайн</a><a>Менеджмент</a><a>Маркетинг</a><a>Научпоп</a></nav><a class="tm-header-user-menu__login">Войти</a></header>
<main class="tm-layout__container"><div class="tm-page__main"><article class="tm-article-presenter__content">
<div class="tm-article-snippet__meta"><a class="tm-user-info__username">${esc(o.user)}</a> <span class="tm-article-datetime-published"><time datetime="${o.date}" title="${o.date.slice(0, 10)}, ${o.date.slice(11, 16)}">${o.date.slice(8, 10)} ноя ${o.date.slice(0, 4)} в ${o.date.slice(11, 16)}</time></span></div>
<h1 class="tm-title tm-title_h1"><span>${esc(o.title)}</span></h1>
<div class="tm-article-snippet__hubs">${o.hubs.map((h) => `<span class="tm-article-snippet__hubs-item"><a>${esc(h)}</a>*</span>`).join(', ')}</div>
<span class="tm-article-reading-time__label">Время на прочтение 7 мин</span>
<div id="post-content-body"><div class="article-formatted-body article-formatted-body article-formatted-body_version-2"><div xmlns="http://www.w3.org/1999/xhtml">${ps(o.paras)}</div></div></div>
</article><div class="tm-article-presenter__footer"><span>Теги:</span> <a>инфраструктура</a> <a>postgresql</a> · Хабы: ${o.hubs.map(esc).join(', ')}</div>
<section class="tm-article-comments"><h2>Комментарии 48</h2></section></div>
<aside class="tm-page__sidebar"><div class="tm-block"><h3>Читают сейчас</h3><ul><li>Как мы переписали биллинг на Go</li><li>Почему ваш Kubernetes-кластер медленный</li><li>История одного инцидента в 3 часа ночи</li></ul></div></aside></main>
<footer class="tm-footer"><a>Ваш аккаунт</a> <a>Разделы</a> <a>Информация</a> <a>Услуги</a><p>© 2006–2026, Habr</p></footer></div></div></body></html>`;
}

/** A LiveJournal journal entry, an adult-content gate, or a deleted-journal notice. */
export function lj(o: { user: string; title?: string; date?: string; paras?: string[]; state?: 'adult' | 'deleted' }): string {
  const main =
    o.state === 'adult'
      ? `<div class="b-msgsystem-warningbox"><h1>Предупреждение о содержимом</h1><p>Этот журнал может содержать материалы, предназначенные только для взрослых. Прежде чем разрешить вам его просмотр, мы должны подтвердить, что вам исполнилось 18 лет.</p><form method="post" action="/misc/adult_concepts.bml"><input type="hidden" name="ret" value="/"><button type="submit" name="adult_check">Да, мне больше 18 лет</button> <a href="https://www.livejournal.com/">Нет, вернуться на главную</a></form><p>Войдите, чтобы отключить это предупреждение.</p></div>`
      : o.state === 'deleted'
        ? `<div class="b-msgsystem-errorbox"><h1>Журнал удалён</h1><p>Журнал ${esc(o.user)} был удалён его владельцем. Если он не будет восстановлен в течение 30 дней, он будет окончательно удалён.</p></div>`
        : `<article class="entry-content-wrap"><h1 class="aentry-post__title"><span class="aentry-post__title-text">${esc(o.title!)}</span></h1><div class="aentry-head__info"><a class="i-ljuser-username">${esc(o.user)}</a> <time class="aentry-head__date">${esc(o.date!)}</time></div><div class="aentry-post__text aentry-post__text--view">${o.paras!.join('<br /><br />')}</div><div class="aentry-tags">Метки: история, краеведение</div></article>`;
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${o.state ? (o.state === 'adult' ? 'Предупреждение о содержимом' : 'Журнал удалён') : `${esc(o.user)}: ${esc(o.title!)}`} — LiveJournal</title>
${o.state ? '' : `<meta property="og:title" content="${esc(o.title!)}"><meta property="og:site_name" content="LiveJournal"><meta property="og:type" content="article">`}
</head><body class="s-schemius"><div class="s-header"><a class="s-header-item__link--logo">LiveJournal</a><nav><a>Главное</a><a>Топ</a><a>Сообщества</a><a>Магазин</a></nav><a>Войти</a> <a>Создать блог</a></div>
<div class="s-body">${main}</div>
<footer class="s-footer"><a>Условия использования</a> <a>Конфиденциальность</a> <a>Помощь</a> <p>© 1999–2026 LiveJournal, Inc.</p></footer></body></html>`;
}

/** A Telegram web preview of a channel post (t.me/channel/123), or the bare channel card. */
export function tgPreview(o: { channel: string; title: string; text?: string; date?: string; subscribers: string }): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Telegram: Contact @${esc(o.channel)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0, maximum-scale=1.0, user-scalable=no">
<meta property="og:title" content="${esc(o.title)}"><meta property="og:image" content="https://cdn4.cdn-telegram.org/file/abc.jpg"><meta property="og:site_name" content="Telegram">
<meta property="og:description" content="${esc(o.text ?? `${o.subscribers} subscribers`)}"><meta property="twitter:description" content="${esc(o.text ?? '')}">
<meta name="robots" content="noindex, nofollow">
<link href="//telegram.org/css/font-roboto.css" rel="stylesheet"><link href="//telegram.org/css/telegram.css?241" rel="stylesheet"></head>
<body class="no_transition"><div class="tgme_page_wrap"><div class="tgme_head_wrap"><div class="tgme_head"><a href="//telegram.org/" class="tgme_head_brand">Telegram</a><a class="tgme_head_dl_button" href="//telegram.org/dl">Download</a></div></div>
<div class="tgme_body_wrap"><div class="tgme_page">
<div class="tgme_page_photo"><a><img class="tgme_page_photo_image" src="https://cdn4.cdn-telegram.org/file/abc.jpg"></a></div>
<div class="tgme_page_title" dir="auto"><span dir="auto">${esc(o.title)}</span></div>
<div class="tgme_page_extra">${esc(o.subscribers)} subscribers</div>
${o.text ? `<div class="tgme_page_description" dir="auto">${esc(o.text).replace(/\n/g, '<br/>')}</div>${o.date ? `<div class="tgme_widget_message_date"><time datetime="${o.date}">${o.date.slice(0, 10)}</time></div>` : ''}` : ''}
<div class="tgme_page_action"><a class="tgme_action_button_new shine" href="tg://resolve?domain=${esc(o.channel)}">View in Telegram</a></div>
<div class="tgme_page_additional">If you have <strong>Telegram</strong>, you can view and join <br><strong>${esc(o.title)}</strong> right away.</div>
</div></div></div>
<div id="tgme_frame_cont"></div><script src="//telegram.org/js/tgwallpaper.min.js?3"></script></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Generic regional portal shell (Arabic, Persian, Indian, Turkish, Vietnamese, Thai, Indonesian,
// Latin-American, African portals): header with date line, nav, breaking ticker, main, footer.

export type Portal = { lang: string; dir?: 'rtl' | 'ltr'; site: string; charset?: string; metaCharset?: string | null; nav: string[]; dateLine: string; ticker?: string[]; footer: string; cookie?: string; extraHead?: string; bodyClass?: string };

export function portal(p: Portal, o: { docTitle: string; main: string; head?: string; sidebar?: string[] }): string {
  const mc = p.metaCharset === null ? '' : `<meta http-equiv="Content-Type" content="text/html; charset=${p.metaCharset ?? p.charset ?? 'utf-8'}">`;
  return `<!DOCTYPE html>
<html lang="${p.lang}" dir="${p.dir ?? 'ltr'}"><head>
${mc}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.docTitle)}</title>
${o.head ?? ''}
${p.extraHead ?? ''}
<link rel="stylesheet" href="/assets/css/site.min.css?v=20251102">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-R4Q2P9X1"></script>
</head><body class="${p.bodyClass ?? 'article-page'}">
<div class="topbar"><span class="date-line">${p.dateLine}</span><span class="social"><a>f</a> <a>x</a> <a>yt</a> <a>ig</a></span></div>
<header class="masthead"><a class="logo" href="/">${esc(p.site)}</a><nav class="menu"><ul>${p.nav.map((n, i) => `<li><a href="/c/${i}">${esc(n)}</a></li>`).join('')}</ul></nav></header>
${p.ticker ? `<div class="breaking"><span class="label">●</span><marquee>${p.ticker.map(esc).join(' ◆ ')}</marquee></div>` : ''}
<div class="wrap"><main class="main-col">${o.main}</main>
${o.sidebar ? `<aside class="side-col"><div class="widget most-read"><h3>◆</h3><ol>${o.sidebar.map((s) => `<li><a>${esc(s)}</a></li>`).join('')}</ol></div></aside>` : ''}</div>
<footer class="site-footer"><p>${p.footer}</p></footer>
${p.cookie ?? ''}
<script src="/assets/js/site.min.js?v=20251102" defer></script>
</body></html>`;
}

/** The article block a portal puts in its main column. */
export function portalArticle(o: { title: string; kicker?: string; byline?: string; dateText: string; iso?: string; paras: string[]; after?: string; lead?: string }): string {
  return `<article class="story"><div class="breadcrumb">${o.kicker ? esc(o.kicker) : ''}</div><h1 class="story-title">${esc(o.title)}</h1>
${o.lead ? `<p class="lead">${o.lead}</p>` : ''}
<div class="story-meta">${o.byline ? `<span class="author">${esc(o.byline)}</span> · ` : ''}<time${o.iso ? ` datetime="${o.iso}"` : ''}>${o.dateText}</time></div>
<figure class="lead-img"><img src="/media/2025/11/lead.jpg" alt=""><figcaption>◆</figcaption></figure>
<div class="story-body">${ps(o.paras)}</div>
${o.after ?? ''}
<div class="share-bar"><a>Facebook</a> <a>X</a> <a>WhatsApp</a> <a>Telegram</a></div></article>`;
}

export const ogHead = (o: { title: string; site: string; date?: string; author?: string; type?: string; extra?: Record<string, unknown> }) =>
  `<meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:type" content="${o.type ?? 'article'}">${o.date ? `<meta property="article:published_time" content="${o.date}">` : ''}${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}` +
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: o.title, ...(o.date ? { datePublished: o.date } : {}), ...(o.author ? { author: { '@type': 'Person', name: o.author } } : {}), publisher: { '@type': 'Organization', name: o.site }, ...(o.extra ?? {}) })}</script>`;
