import type { cnLive } from './cnLive.ts';

/** German messages of the live room and the short-video pages (see cnLive.ts). */
export const deLive: Record<keyof typeof cnLive, string> = {
  'live.reports': 'Liveticker',
  'live.discussion': 'Diskussion',
  'live.newDiscussion': 'Neue Kommentare',
  'live.pinned': 'Angeheftet',
  'live.newReports': '{{count}} neue Meldungen',
  'live.noReports': 'Noch keine Meldungen',
  'live.startTime': 'Beginn {{time}}',
  'live.clicks': 'Aufrufe',
  'live.player': 'Live-Player',
  'live.note.preview': 'Die Übertragung beginnt bald',
  'live.note.live': 'Jetzt live',
  'live.note.playback': 'Wiederholung',
  'live.note.ended': 'Die Übertragung ist beendet',
  'mvod.related': 'Ähnliche Videos',
  'mvod.relatedArticles': 'Weiterlesen',
  'mvod.categories': 'Videokategorien',
  'mvod.plays': 'Aufrufe {{count}}',
  'mvod.from': 'Von {{name}}',
};
