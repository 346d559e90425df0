/**
 * Ids of the demo newsroom that tests and demos may name. The seed is deterministic: these never
 * change unless the seed does (then update this file in the same commit).
 */
export const DEMO_IDS = {
  siteId: 1,
  appId: '1',
  /** Fixed base date of the seed (Beijing 2024-06-01 10:00); every time in the data is relative to it. */
  baseTime: Date.UTC(2024, 5, 1, 2, 0, 0),
  /** Root column whose children are the home tabs (getColumns?parentColumnId=1). */
  homeColumnId: 1,
  columns: {
    headline: 2,
    local: 3,
    politics: 4,
    finance: 5,
    video: 6,
    gallery: 7,
    specials: 8,
    live: 9,
    audio: 10,
    /** columnStyle 205, 215 and 410: the client filters these out */
    service: 11,
    government: 12,
    miniProgram: 13,
    culture: 14,
    cultureHeritage: 15,
    cultureBooks: 16,
    specialLibrary: 20,
    people: 30,
  },
  /** Special topics (articleType 3 points at these columns through linkID) and their sub-columns. */
  specials: {
    rural: { columnId: 21, subColumnIds: [22, 23, 24] },
    coast: { columnId: 25, subColumnIds: [26, 27] },
  },
  articles: {
    /** type 0, several paragraphs, inline images (jpg/png/gif), a table, a long URL and a long word, credits and reporters */
    news: 1001,
    /** type 0 with an in-article vote widget and file attachment */
    newsWithVote: 1002,
    /** type 0 with comments closed and sharing closed */
    newsClosed: 1003,
    gallery: 1101,
    video: 1121,
    special: 1141,
    link: 1151,
    live: 1161,
    h5: 1171,
    /** type 0 with an audio clip */
    audio: 1181,
    /** aStatus 0: only getArticleContentUnrelease / myArticleContent return it */
    preview: 1999,
    /** no such article */
    missing: 999999,
  },
  live: {
    /** status 0 preview (image live) */
    preview: 501,
    /** status 1 live (video live: appLiveUrl is the demo HLS stream) */
    live: 502,
    /** status 2 ended, with playback (appPlaybackUrl) */
    ended: 503,
    /** status 1 image live with 45 reports (pagination) */
    liveImage: 504,
    /** status 2 image live whose article closes sharing (shareClosed): no share button */
    shareClosed: 505,
    missing: 999,
  },
  /** `regions`: leader region categories (leaderCats, regionleaderView), two leaders each. */
  leaders: { first: 1, missing: 999, regions: [11, 12, 13] },
  modules: { editorPicks: 1, newsFlash: 2, specials: 3, activities: 4, accounts: 5, people: 6, missing: 999 },
  members: { reader: 101, reporter: 102, official: 103 },
  reporters: { first: 201 },
  xyAccounts: { first: 301, forbidden: 307 },
  /** 606 has one place left and a verifyUrl for its vouchers; 607 has 10 places and none taken (the concurrency test). */
  /** 611–626: sixteen ended activities of category 1, so the activity list has a second page (docs/decisions/168). */
  activities: { open: 601, notStarted: 602, full: 603, ended: 604, vote: 605, nearlyFull: 606, lecture: 607, pastFirst: 611, pastCount: 16, missing: 999 },
  votes: { inArticle: 701, activity: 702, missing: 799 },
  circles: { first: 1 },
  tags: { first: 1 },
  /** 1004: the first article of layout 01 of 2024-06-01; 1998: an unreleased one there, only paperArticlePreview returns it (docs/decisions/161). */
  paper: { id: 1, date: '2024-06-01', article: 1004, unreleasedArticle: 1998 },
  mvod: { first: 1 },
  /** tip-off 1 has a picture, 2 a video and an audio */
  tipoffs: { withPicture: 1, withVideo: 2, missing: 999 },
  /** A call for contributions (征稿) and member 101's contributions in each review status. */
  contributions: { call: 1, passed: 1, rejected: 2, pending: 3, otherMember: 4, missing: 999 },
} as const;
