import * as t from '../db/schema.ts';
import { BASE, DAY, HLS, HOUR, range, type SeedContext } from './seedParts.ts';
import { SENTENCES } from './newsroomTexts.ts';

/**
 * Q&A: two subjects put to accounts, questions 1–10 asked under them and 11–16 reported as
 * problems (qa), most answered. Texts draw from the shared random generator.
 */
export async function seedQuestions(seed: SeedContext): Promise<void> {
  const { db, random } = seed;
  await db.insert(t.subjects).values([
    { id: 1, title: '城市更新，你有什么建议？', description: '老旧小区改造、口袋公园建设……说说你的想法。', pic: '/platform-media/images/subject-1_800x450.jpg', xyId: 301, createdAt: BASE - 10 * DAY },
    { id: 2, title: '问问财经记者', description: '关于消费、就业和理财的问题，都可以问。', pic: '/platform-media/images/subject-2_800x450.jpg', xyId: 304, createdAt: BASE - 8 * DAY },
  ]);
  await db.insert(t.questions).values(
    range(1, 16).map((id) => ({
      id,
      kind: id <= 10 ? 'ask' : 'qa',
      subjectId: id <= 10 ? 1 + (id % 2) : 0,
      xyId: id <= 10 ? 301 + (id % 4) : 0,
      memberId: 101 + (id % 10),
      title:
        id <= 10
          ? `请问${['小区加装电梯', '公园开放时间', '停车收费', '公积金提取', '学区划分'][id % 5]}怎么办理？`
          : `反映${['路灯不亮', '噪音扰民', '道路积水', '垃圾清运不及时', '公交班次少', '违章停车'][id % 6]}问题`,
      content: random.pick(SENTENCES),
      answer: id % 4 === 0 ? '' : `您好，${random.pick(SENTENCES)}`,
      answeredAt: id % 4 === 0 ? null : BASE - id * HOUR,
      createdAt: BASE - id * 3 * HOUR,
      countPraise: id * 2,
      // 问政 items carry every media kind qaDetail shows: pictures, a video, an audio and answer pictures.
      extra:
        id > 10
          ? {
              qaType: 1,
              images: [`/platform-media/images/qa-${id}_800x450.jpg`],
              videos: id % 3 === 0 ? [HLS] : [],
              audios: id % 3 === 1 ? ['audio/demo.mp3'] : [],
              answerPics: id % 4 === 3 ? [`/platform-media/images/qa-answer-${id}_800x450.jpg`] : [],
            }
          : {},
    })),
  );
}
