import type { cnToast } from './cnToast.ts';

/** German texts of the page's toast (see cnToast.ts). */
export const deToast: Record<keyof typeof cnToast, string> = {
  'msg.openInApp': 'Bitte öffnen Sie dafür die App',
  'error.downloadAppForProgress': 'Bitte laden Sie die App herunter, um den Stand Ihrer Anmeldung zu sehen',
  'error.commentFailed': 'Kommentar konnte nicht gesendet werden',
  'error.loginExpired': 'Ihre Anmeldung ist abgelaufen. Bitte öffnen Sie die Seite erneut.',
  'error.network': 'Netzwerkfehler',
  'error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.chunkLoad': 'Ein Teil der Seite konnte nicht geladen werden. Bitte neu laden.',
  'error.cssChunkLoad': 'Die Seitengestaltung konnte nicht geladen werden. Bitte neu laden.',
};
