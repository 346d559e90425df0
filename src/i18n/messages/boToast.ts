import type { cnToast } from './cnToast.ts';

/** Tibetan texts of the page's toast (see cnToast.ts). */
export const boToast: Record<keyof typeof cnToast, string> = {
  'msg.openInApp': 'མཐའ་སྣེ་ཁ་ཕྱེ་ནས་བཀོལ་སྤྱོད་གནང་རོགས།',
  'error.downloadAppForProgress': 'APPཕབ་ལེན་བྱས་ནས་མིང་འགོད་ཀྱི་མྱུར་ཚད་ལ་ལྟ་རོགས།',
  'error.commentFailed': 'བསམ་འཆར་འགོད་མ་ཐུབ།',
  'error.loginExpired': 'སྤྱོད་མཁན་གྱི་ནང་འཛུལ་ཆ་འཕྲིན་དུས་ཡོལ་སོང་། ཤོག་ངོས་ནང་ཡང་བསྐྱར་འཛུལ་རོགས།',
  'error.network': 'དྲ་རྒྱར་ནོར་འཁྲུལ་བྱུང་།',
  'error.generic': 'ནོར་འཁྲུལ་བྱུང་སོང་། རྗེས་སུ་ཡང་བསྐྱར་ཚོད་ལྟ་གནང་རོགས།',
  'error.chunkLoad': 'ཤོག་ངོས་ཀྱི་ཐོན་ཁུངས་ནང་འཇུག་བྱེད་མ་ཐུབ། གསར་བསྐྱར་བྱས་ནས་ཚོད་ལྟ་གནང་རོགས།',
  'error.cssChunkLoad': 'ཤོག་ངོས་ཀྱི་བཀོད་རྣམ་ནང་འཇུག་བྱེད་མ་ཐུབ། གསར་བསྐྱར་བྱས་ནས་ཚོད་ལྟ་གནང་རོགས།',
};
