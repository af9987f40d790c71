/** The skill editor's rule for one more skill (SPEC 2.8, 5): valid text, not yet listed, room left. */
import { ValidationError } from 'yup';
import { LIMITS, SKILL_DUPLICATE, SKILLS_MAX, hasSkill, skillSchema } from '@common/index';

/** Resolves the normalised skill to add, or the message to show under the input. */
export async function checkNewSkill(skills: readonly string[], typed: string): Promise<{ skill?: string; error?: string }> {
  let skill: string;
  try {
    skill = await skillSchema.validate(typed);
  } catch (e) {
    if (e instanceof ValidationError) return { error: e.errors[0] };
    throw e;
  }
  if (hasSkill(skills, skill)) return { error: SKILL_DUPLICATE };
  if (skills.length >= LIMITS.skillsMax) return { error: SKILLS_MAX };
  return { skill };
}
