import type { cnToast } from './cnToast.ts';

/** French texts of the page's toast (see cnToast.ts). */
export const frToast: Record<keyof typeof cnToast, string> = {
  'msg.openInApp': 'Veuillez ouvrir l’application pour effectuer cette action',
  'error.downloadAppForProgress': 'Téléchargez l’application pour suivre votre inscription',
  'error.commentFailed': 'Le commentaire n’a pas pu être publié',
  'error.loginExpired': 'Votre session a expiré. Veuillez rouvrir la page.',
  'error.network': 'Erreur réseau',
  'error.generic': 'Une erreur est survenue. Veuillez réessayer plus tard.',
  'error.chunkLoad': 'Une partie de la page n’a pas pu être chargée. Veuillez actualiser.',
  'error.cssChunkLoad': 'La mise en forme de la page n’a pas pu être chargée. Veuillez actualiser.',
};
