import type { cnLive } from './cnLive.ts';

/** English messages of the live room and the short-video pages (see cnLive.ts). */
export const enLive: Record<keyof typeof cnLive, string> = {
  'live.reports': 'Live updates',
  'live.discussion': 'Discussion',
  'live.newDiscussion': 'New comments',
  'live.pinned': 'Pinned',
  'live.newReports': '{{count}} new updates',
  'live.noReports': 'No updates yet',
  'live.startTime': 'Starts {{time}}',
  'live.clicks': 'Views',
  'live.player': 'Live player',
  'live.note.preview': 'The broadcast starts soon',
  'live.note.live': 'Live now',
  'live.note.playback': 'Replay',
  'live.note.ended': 'The broadcast has ended',
  'mvod.related': 'Related videos',
  'mvod.relatedArticles': 'Related reading',
  'mvod.categories': 'Video categories',
  'mvod.plays': 'Plays {{count}}',
  'mvod.from': 'From {{name}}',
};
