/**
 * The share sheet's marks (ShareSheet.island.tsx): a white glyph on each service's own colour, so a
 * reader knows WeChat, Moments, Weibo and QQ at a glance. Inline SVG, no requests; the label next to
 * it names the target, so the mark is hidden from assistive technology.
 */
import type { ReactElement } from 'react';

export type ShareIconName = 'wechat' | 'timeline' | 'weibo' | 'qq' | 'copy';

const GLYPHS: Record<ShareIconName, ReactElement> = {
  wechat: (
    <>
      <path d="M9.4 4.5C5.6 4.5 2.5 7 2.5 10.1c0 1.8.9 3.3 2.5 4.4l-.6 2 2.4-1.2c.8.2 1.7.4 2.6.4h.4a5 5 0 0 1-.2-1.4c0-3 2.9-5.4 6.5-5.4h.5c-.6-2.5-3.4-4.4-6.7-4.4z" />
      <path d="M21.5 14.3c0-2.6-2.5-4.6-5.7-4.6s-5.7 2-5.7 4.6 2.5 4.6 5.7 4.6c.7 0 1.3-.1 1.9-.3l2 1-.5-1.7c1.4-.9 2.3-2.2 2.3-3.6z" />
    </>
  ),
  timeline: (
    <path d="M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm0 2a6.5 6.5 0 0 1 5.9 3.8H12.6L9.6 6.2A6.5 6.5 0 0 1 12 5.5zM7.9 7l2.6 4.5-3 5.1A6.5 6.5 0 0 1 7.9 7zm1 10.9 3.1-5.3 2.9 5.1a6.5 6.5 0 0 1-6 .2zm7.7-1-2.7-4.6h5.5a6.5 6.5 0 0 1-2.8 4.6z" />
  ),
  weibo: (
    <>
      <path d="M10.2 9.2c-4 .4-7 2.8-6.7 5.4s3.9 4.3 7.9 3.9 7-2.8 6.7-5.4-3.9-4.3-7.9-3.9zm.6 7.4c-2 .4-3.9-.5-4.2-2s1.1-3 3.1-3.4 3.9.5 4.2 2-1.1 3-3.1 3.4z" />
      <path d="M15.6 4.6a4.6 4.6 0 0 1 4.6 5.3.8.8 0 0 1-1.6-.2 3 3 0 0 0-3.4-3.4.8.8 0 0 1 .4-1.7z" />
    </>
  ),
  qq: (
    <path d="M12 3c-2.9 0-4.8 2.2-4.8 5.2v1.5c-1.2 1.5-1.9 3.2-1.9 4.5 0 .8.3 1.1.7 1.1.3 0 .6-.3.9-.8.2.9.8 1.8 1.4 2.4-.8.3-1.3.7-1.3 1.2 0 .8 1.3 1 3 1 .8 0 1.5-.1 2-.3.5.2 1.2.3 2 .3 1.7 0 3-.2 3-1 0-.5-.5-.9-1.3-1.2.6-.6 1.2-1.5 1.4-2.4.3.5.6.8.9.8.4 0 .7-.3.7-1.1 0-1.3-.7-3-1.9-4.5V8.2C16.8 5.2 14.9 3 12 3z" />
  ),
  copy: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10.5 13.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M13.5 10.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
    </g>
  ),
};

export function ShareIcon({ name }: { name: ShareIconName }) {
  return (
    <span className={`share-target-icon is-${name}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" focusable="false">
        {GLYPHS[name]}
      </svg>
    </span>
  );
}
