/**
 * Chinese messages of the live room and the short-video pages. Spread into the catalogue in cn.ts,
 * so their keys are `MessageKey`s like every other.
 */
export const cnLive = {
  'live.reports': '直播动态',
  'live.discussion': '互动讨论',
  'live.newDiscussion': '最新讨论',
  'live.pinned': '置顶',
  'live.newReports': '{{count}} 条新消息',
  'live.noReports': '暂无直播动态，敬请期待',
  'live.startTime': '开始时间 {{time}}',
  'live.clicks': '浏览',
  'live.player': '直播画面',
  'live.note.preview': '直播即将开始',
  'live.note.live': '正在直播',
  'live.note.playback': '直播回放',
  'live.note.ended': '直播已结束',
  'mvod.related': '相关视频',
  'mvod.relatedArticles': '相关阅读',
  'mvod.categories': '视频分类',
  'mvod.plays': '{{count}}次播放',
  'mvod.from': '来自{{name}}',
} satisfies Record<string, string>;
