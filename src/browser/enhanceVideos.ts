/**
 * Makes HLS (.m3u8) videos play where the browser has no native HLS: the address moves to a data
 * attribute before anything loads, and hls.js (light build) is imported on the first play only.
 * Browsers with native HLS (Safari, iOS, WeChat on iOS) keep the plain <video>.
 */
import { keepPlaceThroughFullscreen } from './fullscreenScroll.ts';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

function isHls(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}

async function attach(video: HTMLVideoElement, src: string): Promise<void> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = src;
    return;
  }
  // No worker: the strict CSP has no blob: scripts, and short clips do not need one.
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    void video.play().catch(() => undefined);
  });
  hls.loadSource(src);
  hls.attachMedia(video);
}

export function enhanceVideos(root: ParentNode): void {
  // Back to the reader's place after a video's fullscreen (SPEC §9).
  keepPlaceThroughFullscreen();
  const probe = document.createElement('video');
  if (probe.canPlayType(HLS_TYPE)) return;
  for (const video of root.querySelectorAll<HTMLVideoElement>('video[src]')) {
    const src = video.getAttribute('src') ?? '';
    if (!isHls(src)) continue;
    video.removeAttribute('src');
    video.dataset.hlsSrc = src;
    video.load();
    let started = false;
    video.addEventListener('play', () => {
      if (started) return;
      started = true;
      void attach(video, src);
    });
  }
}
