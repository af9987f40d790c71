/** Skill comparison ignores surrounding space and full/half width: "Ｐｈｏｔｏｓｈｏｐ" equals "Photoshop". */
export function normaliseSkill(skill: string): string {
  return skill.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

export function skillKey(skill: string): string {
  return normaliseSkill(skill).toLowerCase();
}

export function hasSkill(skills: readonly string[], candidate: string): boolean {
  const key = skillKey(candidate);
  return skills.some((s) => skillKey(s) === key);
}
