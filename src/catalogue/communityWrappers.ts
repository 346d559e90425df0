import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { uploadPictures } from './pictureUploads.ts';
import type { SessionHandle } from './session.ts';

/** post-list `listType` (SPEC §3): 1 newest, 2 hottest, anything else (0 here) the default order. */
export type PostListType = 0 | 1 | 2;

/**
 * The Q&A and circle calls (SPEC §3–§7, PLATFORM.md §5.1 Q&A and subject): a subject with its
 * questions newest or hottest, a question, the 问政 list and item, circles with their notices and
 * posts, and the two writes — ask and circle/create-post — as the session's member, their pictures
 * uploaded first and sent as `imgUrl` URLs, as the comment's (catalogue/pictureUploads.ts).
 */
export function communityWrappers(engine: CatalogueEngine) {
  const { call } = engine;
  return {
    subjects(options: CallOptions = {}) {
      return call('subjectList', { page: 0 }, options);
    },
    subject(id: number, options: CallOptions = {}) {
      return call('getSubject', { subjectID: id }, options);
    },
    /** A subject's questions, 20 a page; `hot` orders by praise (questionListHot). */
    subjectQuestions(input: { subjectId: number; hot: boolean; page: number; lastFileId: number }, options: CallOptions = {}) {
      return call(input.hot ? 'questionListHot' : 'questionList', { subjectID: input.subjectId, page: input.page, lastFileId: input.lastFileId }, options);
    },
    question(id: number, options: CallOptions = {}) {
      return call('questionDetail', { id }, options);
    },
    qaList(input: { page: number; lastFileId: number }, options: CallOptions = {}) {
      return call('qaList', { page: input.page, lastFileId: input.lastFileId }, options);
    },
    qaItem(id: number, options: CallOptions = {}) {
      return call('qaDetail', { id }, options);
    },
    async askQuestion(input: { subjectId: number; content: string; photos: readonly File[] }, session: SessionHandle, options: CallOptions = {}) {
      const uploaded = await uploadPictures(engine, input.photos, { ...options, session });
      if (!uploaded.ok) return uploaded;
      return call('ask', { subjectID: input.subjectId, content: input.content, imgUrl: uploaded.value }, { ...options, session });
    },
    circles(options: CallOptions = {}) {
      return call('circleList', {}, options);
    },
    circle(id: number, options: CallOptions = {}) {
      return call('circleDetail', { id }, options);
    },
    /** A circle's posts (circleId 0: every circle's, the friends-circle feed), 20 a page. */
    circlePosts(input: { circleId: number; listType: PostListType; page: number; lastFileId: number }, options: CallOptions = {}) {
      return call('circlePostList', { circleId: input.circleId, listType: input.listType, page: input.page, lastFileId: input.lastFileId }, options);
    },
    circlePost(id: number, options: CallOptions = {}) {
      return call('circlePostDetail', { id }, options);
    },
    circleNotice(id: number, options: CallOptions = {}) {
      return call('circleNoticeDetail', { id }, options);
    },
    async createCirclePost(input: { circleId: number; content: string; photos: readonly File[] }, session: SessionHandle, options: CallOptions = {}) {
      const uploaded = await uploadPictures(engine, input.photos, { ...options, session });
      if (!uploaded.ok) return uploaded;
      return call('circleCreatePost', { circleId: input.circleId, content: input.content, imgUrl: uploaded.value }, { ...options, session });
    },
  };
}
