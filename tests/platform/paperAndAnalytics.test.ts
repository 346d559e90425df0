/**
 * The digital paper (getLatestMaePaper, getMaePaperDatesByDate, getPaperArticle, paperArticlePreview), the demo PDFs,
 * and the analytics records with the admin counts, over real HTTP on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { paperArticleSchema, paperDatesSchema, paperIssueSchema } from '../../src/catalogue/documentSchemas.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('paper and analytics', (p) => {
  const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

  it('the newest issue without a date; the issue of a date; its layouts in order with their articles', async () => {
    const latest = v.parse(paperIssueSchema, (await p.call(q('getLatestMaePaper'))).body.data);
    expect(latest.date).toBe(DEMO_IDS.paper.date);
    expect(latest.layouts.map((l) => l.code)).toEqual(['01', '02', '03', '04']);
    expect(latest.layouts.every((l) => l.articles.length > 0 && l.pdf.endsWith('.pdf'))).toBe(true);
    const older = v.parse(paperIssueSchema, (await p.call(q(`getLatestMaePaper?paperId=${DEMO_IDS.paper.id}&date=20240531`))).body.data);
    expect(older.date).toBe('2024-05-31');
    expect(older.layouts[0]!.articles.map((a) => a.fileId)).not.toEqual(latest.layouts[0]!.articles.map((a) => a.fileId));
  });

  it('dates up to a date, newest first; bad input is a -1 status, an unknown paper not found', async () => {
    expect(v.parse(paperDatesSchema, (await p.call(q('getMaePaperDatesByDate?date=2024-06-01'))).body.data)).toEqual(['2024-06-01', '2024-05-31']);
    expect(v.parse(paperDatesSchema, (await p.call(q('getMaePaperDatesByDate?date=2024-05-31'))).body.data)).toEqual(['2024-05-31']);
    expect((await p.call(q('getLatestMaePaper?date=2024-99'))).body.status).toBe(-1);
    expect((await p.call(q('getLatestMaePaper?paperId=999'))).body.status).toBe(-1);
    expect((await p.call(q('getLatestMaePaper?date=2000-01-01'))).body.status).toBe(-1);
  });

  it('a paper article names its layout; an article on no layout is not found', async () => {
    const latest = v.parse(paperIssueSchema, (await p.call(q('getLatestMaePaper'))).body.data);
    const first = latest.layouts[1]!.articles[0]!;
    const answer = (await p.call(q(`getPaperArticle?id=${first.fileId}`))).body;
    expect(answer).toMatchObject({ status: 0, data: { fileId: String(first.fileId), layout: '02', title: first.title } });
    expect((await p.call(q(`getPaperArticle?id=${DEMO_IDS.articles.missing}`))).body.status).toBe(-1);
  });

  // The keys of the recorded real answer (PLATFORM.md §5.2 getPaperArticle), no more and no fewer.
  const PAPER_ARTICLE_KEYS = [
    'subtitle',
    'attachment',
    'advClosed',
    'countClick',
    'countPraise',
    'images',
    'layoutId',
    'discussClosed',
    'layout',
    'title',
    'content',
    'source',
    'version',
    'articleType',
    'introTitle',
    'collaborator',
    'editor',
    'attAbstract',
    'publishtime',
    'fileId',
    'url',
    'author',
    'shareUrl',
    'siteID',
  ].sort();

  it('getPaperArticle and paperArticlePreview answer the real shape, which the catalogue reads with its body and issue date', async () => {
    const latest = v.parse(paperIssueSchema, (await p.call(q('getLatestMaePaper'))).body.data);
    const placed = latest.layouts[2]!.articles[1]!;
    for (const call of ['getPaperArticle', 'paperArticlePreview']) {
      const body = (await p.call(q(`${call}?id=${placed.fileId}`))).body;
      expect(body).toMatchObject({ status: 0, message: 'success' });
      expect(Object.keys(body.data).sort()).toEqual(PAPER_ARTICLE_KEYS);
      expect(body.data).toMatchObject({
        fileId: String(placed.fileId),
        siteID: '1',
        layout: '03',
        countClick: expect.any(String),
        countPraise: expect.any(String),
        publishtime: `${latest.date} 00:00:00.0`,
      });
      expect(body.data.url).toMatch(new RegExp(`/app/szb/paper${latest.paperId}/pc/${latest.date.slice(0, 7).replace('-', '')}/${latest.date.slice(8)}/content_${placed.fileId}\\.html$`));
      const parsed = v.parse(paperArticleSchema, body.data)!;
      expect(parsed).toMatchObject({ layout: '03', date: latest.date, article: { fileId: placed.fileId, title: placed.title } });
      expect(parsed.article.content).toContain('<p>');
    }
  });

  it('an unreleased paper article: only the preview answers it, and no layout lists it', async () => {
    const id = DEMO_IDS.paper.unreleasedArticle;
    expect((await p.call(q(`getPaperArticle?id=${id}`))).body).toMatchObject({ status: -1, message: 'Your server has down or target user not exist !', data: {} });
    const preview = (await p.call(q(`paperArticlePreview?id=${id}`))).body;
    expect(preview).toMatchObject({ status: 0, data: { fileId: String(id), layout: '01' } });
    expect(Object.keys(preview.data).sort()).toEqual(PAPER_ARTICLE_KEYS);
    // An article on no layout is no paper article, in the preview too.
    expect((await p.call(q(`paperArticlePreview?id=${DEMO_IDS.articles.preview}`))).body.status).toBe(-1);
    expect((await p.call(q('paperArticlePreview?id=abc'))).body.status).not.toBe(0);
    const latest = v.parse(paperIssueSchema, (await p.call(q('getLatestMaePaper'))).body.data);
    expect(latest.layouts.flatMap((l) => l.articles.map((a) => a.fileId))).not.toContain(id);
  });

  it('the demo PDFs are PDFs; other names are not found', async () => {
    const pdf = await fetch(`${p.origin}/platform-media/docs/certificate-42.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('YX-00000042');
    // The cross-reference table points at each object exactly.
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    // The heading 区块链版权证书 in a Chinese font it does not embed, as the platform's real certificates (docs/decisions/119).
    expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Registry (Adobe) /Ordering (GB1) /Supplement 4');
    expect(text).toContain('<533A575794FE724867438BC14E66> Tj');
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    // A layout's PDF carries its scanned strip in JPEG 2000 (docs/decisions/124): a 9th object, the codestream whole.
    const paper = Buffer.from(await (await fetch(`${p.origin}/platform-media/docs/paper-3.pdf`)).arrayBuffer()).toString('latin1');
    const paperOffsets = [...paper.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(paperOffsets).toHaveLength(9);
    paperOffsets.forEach((offset, i) => expect(paper.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    const image = /\/Filter \/JPXDecode \/Length (\d+) >>\nstream\n/.exec(paper)!;
    const codestream = paper.slice(image.index + image[0].length, image.index + image[0].length + Number(image[1]));
    expect(codestream.startsWith('\xff\x4f\xff\x51')).toBe(true); // SOC, SIZ
    expect(codestream.endsWith('\xff\xd9')).toBe(true); // EOC
    expect(paper).toContain('/XObject << /Im1 9 0 R >>');
    expect((await fetch(`${p.origin}/platform-media/docs/other.pdf`)).status).toBe(404);
    expect((await fetch(`${p.origin}/platform-media/docs/..%2fsecret.pdf`)).status).toBe(404);
  });

  it('sendRecord stores each record; the admin counts them by data type, of one article or all', async () => {
    const admin = (path: string) => fetch(`${p.origin}/platform-admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
    const id = 777_001;
    const send = (dataType: number) => fetch(`${p.origin}/analytics/sendRecord?dataType=${dataType}&articleID=${id}&platform=3&deviceid=d&userUuid=u`);
    await Promise.all([send(1_000_005), send(1_000_005), send(1_000_002), send(1_000_013), send(1_000_009)]);
    const counts = (await (await admin(`/analytics/${id}`)).json()).data.counts;
    expect(counts).toEqual({ '1000002': 1, '1000005': 2, '1000009': 1, '1000013': 1 });
    const all = (await (await admin('/analytics/all')).json()).data.counts;
    expect(all['1000005']).toBeGreaterThanOrEqual(2);
    expect((await admin('/analytics/abc')).status).toBe(400);
    expect((await fetch(`${p.origin}/platform-admin/analytics/all`, { method: 'POST' })).status).toBe(401);
  });
});
