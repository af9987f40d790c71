/** The skill editor's rule for one more skill (docs/product/validation.md#skills): valid text, not yet listed, room left. */
import { ValidationError } from 'yup';
import { LIMITS } from '@common/limits';
import { SKILL_DUPLICATE, SKILLS_MAX, skillSchema } from '@common/schemas/workerProfile';
import { hasSkill } from '@common/skills';

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
