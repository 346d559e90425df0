import type { cnLive } from './cnLive.ts';

/** French messages of the live room and the short-video pages (see cnLive.ts). */
export const frLive: Record<keyof typeof cnLive, string> = {
  'live.reports': 'Fil du direct',
  'live.discussion': 'Discussion',
  'live.newDiscussion': 'Nouveaux commentaires',
  'live.pinned': 'Épinglé',
  'live.newReports': '{{count}} nouvelles mises à jour',
  'live.noReports': 'Pas encore de mises à jour',
  'live.startTime': 'Début {{time}}',
  'live.clicks': 'Vues',
  'live.player': 'Lecteur du direct',
  'live.note.preview': 'Le direct commence bientôt',
  'live.note.live': 'En direct',
  'live.note.playback': 'Rediffusion',
  'live.note.ended': 'Le direct est terminé',
  'mvod.related': 'Vidéos similaires',
  'mvod.relatedArticles': 'À lire aussi',
  'mvod.categories': 'Catégories de vidéos',
  'mvod.plays': 'Vues {{count}}',
  'mvod.from': 'De {{name}}',
};
