import type { cnToast } from './cnToast.ts';

/** English texts of the page's toast (see cnToast.ts). */
export const enToast: Record<keyof typeof cnToast, string> = {
  'msg.openInApp': 'Please open the app to do this',
  'error.downloadAppForProgress': 'Please download the app to see your sign-up progress',
  'error.commentFailed': 'Could not post the comment',
  'error.loginExpired': 'Your login has expired. Please open the page again.',
  'error.network': 'Network error',
  'error.generic': 'Something went wrong. Please try again later.',
  'error.chunkLoad': 'Part of the page failed to load. Please refresh.',
  'error.cssChunkLoad': 'The page styles failed to load. Please refresh.',
};
