import type { cnLive } from './cnLive.ts';

/** Tibetan messages of the live room and the short-video pages (see cnLive.ts). */
export const boLive: Record<keyof typeof cnLive, string> = {
  'live.reports': 'ཐད་གཏོང་གི་གནས་ཚུལ།',
  'live.discussion': 'གྲོས་བསྡུར།',
  'live.newDiscussion': 'བསམ་འཆར་གསར་པ།',
  'live.pinned': 'སྟེང་དུ་བཀོད་པ།',
  'live.newReports': 'གསར་འགྱུར་གསར་པ་ {{count}}',
  'live.noReports': 'ད་དུང་གནས་ཚུལ་གསར་པ་མེད།',
  'live.startTime': 'འགོ་འཛུགས་དུས་ཚོད། {{time}}',
  'live.clicks': 'ལྟ་ཐེངས།',
  'live.player': 'ཐད་གཏོང་བརྙན་ཕབ།',
  'live.note.preview': 'ཐད་གཏོང་མྱུར་དུ་འགོ་འཛུགས་རྒྱུ།',
  'live.note.live': 'ད་ལྟ་ཐད་གཏོང་བྱེད་བཞིན་པ།',
  'live.note.playback': 'ཕྱིར་གཏོང་།',
  'live.note.ended': 'ཐད་གཏོང་མཇུག་རྫོགས་སོ།',
  'mvod.related': 'འབྲེལ་ཡོད་བརྙན་ཐུང་།',
  'mvod.relatedArticles': 'འབྲེལ་ཡོད་ཀློག་དེབ།',
  'mvod.categories': 'བརྙན་ཐུང་གི་རིགས།',
  'mvod.plays': 'གཏོང་ཐེངས་ {{count}}',
  'mvod.from': '{{name}} ནས།',
};
