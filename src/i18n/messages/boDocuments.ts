import type { cnDocuments } from './cnDocuments.ts';

/** Tibetan messages of the documents pages (see cnDocuments.ts). */
export const boDocuments: Record<keyof typeof cnDocuments, string> = {
  'paper.dates': 'སྔོན་གྱི་དུས་དེབ།',
  'paper.layouts': 'ཤོག་ངོས།',
  'paper.previousLayout': 'ཤོག་ངོས་སྔ་མ།',
  'paper.nextLayout': 'ཤོག་ངོས་རྗེས་མ།',
  'paper.articles': 'ཤོག་ངོས་འདིའི་རྩོམ་ཡིག',
  'paper.pdf': 'ཤོག་ངོས་འདི་PDFལ་ལྟ།',
  'paper.layoutPicture': 'ཤོག་ངོས། {{name}}',
  'paper.noIssue': 'ད་ལྟ་ཚགས་པར་མེད།',
  'pdf.open': 'PDFཡིག་ཆ་ཁ་ཕྱེ།',
  'pdf.loading': 'PDFའཇུག་བཞིན་པ།',
  'pdf.page': 'ཤོག་ངོས། {{page}}',
  'pdf.failed': 'PDFའཇུག་མ་ཐུབ།',
  'pdf.missing': 'ལྟ་རྒྱུའི་PDFམེད།',
  'timeline.axis': 'དུས་ཚོད་ཀྱི་ཐིག',
  'about.copyrightTitle': 'པར་དབང་གསལ་བསྒྲགས།',
  'about.copyright1': 'དྲ་ཚིགས་འདིའི་ནང་གི་ཡི་གེ་དང་། པར་རིས། སྒྲ། བརྙན་ཟློས་སོགས་ནང་དོན་ཡོངས་རྫོགས་ཀྱི་པར་དབང་དྲ་ཚིགས་འདི་འམ་དབང་ཆ་ཡོད་མཁན་ལ་དབང་།',
  'about.copyright2': 'ཡིག་ཐོག་ཆོག་མཆན་མེད་པར་སུས་ཀྱང་བརྩམས་ཆོས་འདི་དག་བསྐྱར་འགོད་དང་། གནད་བསྡུས། ཐབས་གཞན་གྱིས་བེད་སྤྱོད་མི་ཆོག',
  'about.copyright3': 'ཆོག་མཆན་ཐོབ་པའི་བེད་སྤྱོད་ཚད་གཞིའི་ནང་ལས་བྱས་ཏེ་འབྱུང་ཁུངས་གསལ་དགོས། ཁྲིམས་འགལ་བྱས་ན་ཁྲིམས་ལྟར་འགན་འདྲི་བྱ།',
  'about.voiceCredit': 'སྒྲ་ཀློག་ལག་རྩལ་ iFLYTEK ནས་མཁོ་སྤྲོད་བྱས།',
  'advert.label': 'བརྡ་ཁྱབ།',
  'notice.ie': 'PCསྟེང་Chromeལྟ་ཆས་བེད་སྤྱོད་གནང་རོགས།',
  'notice.ieTitle': 'དྲན་སྐུལ།',
  'notice.chunkFailed': 'ཤོག་ངོས་འདིའི་ཆ་ཤས་ཤིག་འཇུག་མ་ཐུབ།',
  'notice.retry': 'ཡང་བསྐྱར་ཚོད་ལྟ།',
  'product.more': 'ཞིབ་ཕྲ།',
  // Paper articles (docs/decisions/161).
  'route.paperArticle': 'ཨང་ཀིའི་ཚགས་པར་གྱི་རྩོམ་ཡིག',
  'paper.backToLayout': 'ཤོག་ངོས་ལ་ཕྱིར་ལོག',
  // The leaders list's region tabs (docs/decisions/161).
  'leaders.regions': 'ས་ཁུལ།',
  'leaders.allRegions': 'ཚང་མ།',
};
