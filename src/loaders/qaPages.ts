import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { Question, Subject } from '../catalogue/communitySchemas.ts';
import { failedToLoad, isUnknownId, valueOr } from '../catalogue/result.ts';
import { listTypeOf, questionsHot, type ListType } from '../lib/communityRules.ts';
import { isImageAddress, nextCommunityPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { samePageHref } from '../lib/requestFlags.ts';
import { routeUrl } from '../routes.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

/**
 * 问吧 and 问政 pages (SPEC §2–§4): `/topicDetail/:id?` (a subject with its questions, newest or
 * hottest, and the ask form; without an id the subjects), `/askDetail/:id?` (a question with its
 * answer, and the ask form for its subject), `/qaDetail/:id?` and `/newQaDetail/:id?` (a 问政 item
 * with its pictures, video, audio and answer pictures). Read as nobody, so the HTML is the same for
 * every reader and cacheable; the ask form's answer comes from the Action.
 */

export interface ListTab {
  listType: ListType;
  href: string;
  current: boolean;
}

/** A question in a subject's list: its text, who asked and when, whether it waits for review, and its answer. */
export interface QuestionItemView {
  href: string;
  title: string;
  content: string;
  userName: string;
  createTime: string;
  /** Under review: only the asker sees it. */
  underReview: boolean;
  /** '' while unanswered. */
  answer: string;
  /** The newsroom keeps the answer private (qaConfig.showAnswer 0). */
  answerHidden: boolean;
}

/** A question (提问详情) or a 问政 item on its own page; its media only where the address may be shown. */
export interface QuestionView {
  title: string;
  content: string;
  userName: string;
  createTime: string;
  answer: string;
  /** The newsroom keeps the answer private (qaConfig.showAnswer 0). */
  answerHidden: boolean;
  /** The subject it was put to; 0 for a 问政 item. */
  subjectId: number;
  images: string[];
  videos: string[];
  audios: string[];
  answerPics: string[];
}

export function questionItemView(question: Question): QuestionItemView {
  return {
    href: routeUrl('askDetail', [question.id]),
    title: question.title,
    content: question.content,
    userName: question.userName,
    createTime: question.createTime,
    underReview: question.reviewStatus === 0,
    answer: question.answer,
    answerHidden: question.answerHidden,
  };
}

export function questionView(question: Question): QuestionView {
  return {
    title: question.title,
    content: question.content,
    userName: question.userName,
    createTime: question.createTime,
    answer: question.answer,
    answerHidden: question.answerHidden,
    subjectId: question.subjectId,
    images: question.images.filter(isImageAddress),
    videos: question.videos.filter(isImageAddress),
    audios: question.audios.filter(isImageAddress),
    answerPics: question.answerPics.filter(isImageAddress),
  };
}

export interface TopicPageView {
  notFound: boolean;
  failed: boolean;
  subject: Subject | null;
  /** Without an id: the subjects to pick from. */
  subjects: Array<Subject & { href: string }>;
  questions: QuestionItemView[];
  listType: ListType;
  tabs: ListTab[];
  next: NextPage | null;
}

/** The newest (1) and hottest (2) tabs; the default order shows as "newest". */
export function listTabs(url: URL, listType: ListType, types: readonly ListType[]): ListTab[] {
  const current = types.includes(listType) ? listType : types[0]!;
  // A tab starts its list again: the page and the last item of the other order do not carry over.
  const from = new URL(url);
  from.searchParams.delete('page');
  from.searchParams.delete('lastFileId');
  return types.map((type) => ({ listType: type, href: samePageHref(from, { listType: String(type) }), current: type === current }));
}

export async function loadTopicPage(input: { idParam: string | undefined; url: URL }): Promise<PageAnswer<TopicPageView>> {
  return answerOf(await topicView(input), 'list');
}

async function topicView(input: { idParam: string | undefined; url: URL }): Promise<TopicPageView> {
  const listType = listTypeOf(input.url.searchParams.get('listType'));
  const base: TopicPageView = { notFound: false, failed: false, subject: null, subjects: [], questions: [], listType, tabs: [], next: null };
  if (input.idParam === undefined) {
    const subjects = await siteCatalogue.subjects();
    return { ...base, failed: !subjects.ok, subjects: valueOr(subjects, []).map((subject) => ({ ...subject, href: routeUrl('topicDetail', [subject.id]) })) };
  }
  const id = parseId(input.idParam);
  if (id === null) return { ...base, notFound: true };
  const page = platformPage(input.url.searchParams.get('page'));
  const hot = questionsHot(listType);
  const [subject, questions] = await Promise.all([siteCatalogue.subject(id), siteCatalogue.subjectQuestions({ subjectId: id, hot, page, lastFileId: 0 })]);
  if (isUnknownId(subject) || (subject.ok && subject.empty)) return { ...base, notFound: true };
  const shown = valueOr(questions, []);
  return {
    ...base,
    failed: failedToLoad(subject) || !questions.ok,
    subject: valueOr(subject, null),
    questions: shown.map(questionItemView),
    tabs: listTabs(input.url, hot ? 2 : 1, [1, 2]),
    listType: hot ? 2 : 1,
    next: nextCommunityPage(page, shown),
  };
}

/** The load-more fragment of a subject's questions (`kind=questions&id=<subject>&listType=&page=&lastFileId=`). */
export async function loadQuestionFragment(query: URLSearchParams): Promise<{ status: 200; questions: QuestionItemView[]; next: NextPage | null } | { status: 404 | 502 }> {
  const subjectId = parseId(query.get('id'));
  if (subjectId === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const lastFileId = parseId(query.get('lastFileId')) ?? 0;
  const result = await siteCatalogue.subjectQuestions({ subjectId, hot: questionsHot(listTypeOf(query.get('listType'))), page, lastFileId });
  if (!result.ok) return { status: 502 };
  const questions = valueOr(result, []);
  return { status: 200, questions: questions.map(questionItemView), next: nextCommunityPage(page, questions) };
}

export interface QuestionPageView {
  notFound: boolean;
  failed: boolean;
  question: QuestionView | null;
  subjectHref: string | null;
}

/** `/askDetail/:id`: the question and its answer, the subject it was put to. */
export async function loadAskPage(input: { idParam: string | undefined }): Promise<PageAnswer<QuestionPageView>> {
  return answerOf(await askView(input), 'list');
}

async function askView(input: { idParam: string | undefined }): Promise<QuestionPageView> {
  const id = parseId(input.idParam);
  const none: QuestionPageView = { notFound: true, failed: false, question: null, subjectHref: null };
  if (id === null) return none;
  const result = await siteCatalogue.question(id);
  if (isUnknownId(result) || (result.ok && result.empty)) return none;
  const question = valueOr(result, null);
  return { notFound: false, failed: !result.ok, question: question && questionView(question), subjectHref: question && question.subjectId > 0 ? routeUrl('topicDetail', [question.subjectId]) : null };
}

/** `/qaDetail/:id` and `/newQaDetail/:id`: one 问政 item with its media. */
export async function loadQaPage(input: { idParam: string | undefined }): Promise<PageAnswer<QuestionPageView>> {
  return answerOf(await qaView(input), 'list');
}

async function qaView(input: { idParam: string | undefined }): Promise<QuestionPageView> {
  const id = parseId(input.idParam);
  const none: QuestionPageView = { notFound: true, failed: false, question: null, subjectHref: null };
  if (id === null) return none;
  const result = await siteCatalogue.qaItem(id);
  if (isUnknownId(result) || (result.ok && result.empty)) return none;
  const question = valueOr(result, null);
  return { notFound: false, failed: !result.ok, question: question && questionView(question), subjectHref: null };
}
