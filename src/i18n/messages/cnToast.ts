/**
 * Chinese texts of the page's one toast (SPEC §8, src/browser/catalogueToast.ts): the error
 * catalogue's messages and the chunk and stylesheet failures. Spread into the catalogue in cn.ts,
 * so their keys are `MessageKey`s like every other; the toast imports the five small files
 * directly, so its texts come with its code and cost the page's HTML nothing.
 */
export const cnToast = {
  'msg.openInApp': '请打开客户端操作',
  'error.downloadAppForProgress': '请下载APP查看报名进度',
  'error.commentFailed': '评论失败',
  'error.loginExpired': '用户登录信息已过期，请重新进入页面',
  'error.network': '网络错误',
  'error.generic': '出错了，请稍后再试',
  'error.chunkLoad': '页面资源加载失败，请刷新重试',
  'error.cssChunkLoad': '页面样式加载失败，请刷新重试',
} satisfies Record<string, string>;
