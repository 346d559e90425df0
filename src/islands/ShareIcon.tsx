/**
 * The share sheet's marks (ShareSheet.island.tsx): a white glyph (public/share/*.svg) on each
 * service's own colour (ArticlePage.astro), so a reader knows WeChat, Moments, Weibo and QQ at a
 * glance. Pictures, not code: they cost the island nothing and load only when the sheet opens. The
 * label beside each names the target, so the mark is hidden from assistive technology.
 */
export type ShareIconName = 'wechat' | 'timeline' | 'weibo' | 'qq' | 'copy' | 'poster';

export function ShareIcon({ name }: { name: ShareIconName }) {
  return (
    <span className={`share-target-icon is-${name}`} aria-hidden="true">
      <img src={`${import.meta.env.BASE_URL}/share/${name}.svg`} alt="" width="24" height="24" />
    </span>
  );
}
