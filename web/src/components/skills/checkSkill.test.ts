import { LIMITS } from '@common/limits';
import { SKILL_DUPLICATE, SKILLS_MAX } from '@common/schemas/workerProfile';
import { checkNewSkill } from './checkSkill';

describe('adding a skill in the skill editor', () => {
  it('adds the normalised skill', async () => {
    await expect(checkNewSkill([], '  Ｌｉｇｈｔｒｏｏｍ ')).resolves.toEqual({ skill: 'Lightroom' });
  });

  it('says 必須 for nothing typed and 20文字以下 beyond 20 characters', async () => {
    await expect(checkNewSkill([], ' ')).resolves.toEqual({ error: '必須' });
    await expect(checkNewSkill([], 'あ'.repeat(20))).resolves.toEqual({ skill: 'あ'.repeat(20) });
    await expect(checkNewSkill([], 'あ'.repeat(21))).resolves.toEqual({ error: '20文字以下' });
  });

  it('refuses a duplicate after trimming and width normalisation', async () => {
    await expect(checkNewSkill(['Photoshop', '人物撮影'], ' ｐｈｏｔｏｓｈｏｐ')).resolves.toEqual({ error: SKILL_DUPLICATE });
    await expect(checkNewSkill(['人物撮影'], '人物撮影　')).resolves.toEqual({ error: SKILL_DUPLICATE });
  });

  it('refuses more than the maximum count', async () => {
    const full = Array.from({ length: LIMITS.skillsMax }, (_, i) => `skill${i}`);
    await expect(checkNewSkill(full, 'one more')).resolves.toEqual({ error: SKILLS_MAX });
  });
});
