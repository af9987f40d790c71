// A comment (or a test's title) may point a reader to the repo's own docs, never to a document the
// clone does not contain (the SPEC/GUIDE the product started from) nor to an issue number (the
// tracker is not in the repo either). A `docs/<file>.md#anchor` it names must exist: the file, and a
// heading whose GitHub slug is the anchor. docs/architecture.md "Comments" states the rule.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const OUTSIDE = [
  { re: /\b(?:SPEC|GUIDE)(?:\.md)?(?:['’]s)?\b(?!S)/, what: 'SPEC/GUIDE (outside the repo)' },
  { re: /\bissues?\s*#?\s*\d+/i, what: 'an issue number' },
];
const DOC_LINK = /\bdocs\/([\w./-]+\.md)(?:#([\w\u3000-\u9fff\uff00-\uffef-]+))?/g;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugs(markdown) {
  const seen = new Map();
  const out = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const slugCache = new Map();
function anchorsOf(docPath) {
  if (!slugCache.has(docPath)) {
    const file = join(repoRoot, 'docs', docPath);
    slugCache.set(docPath, existsSync(file) ? slugs(readFileSync(file, 'utf8')) : null);
  }
  return slugCache.get(docPath);
}

/** Problems in one piece of text: each is a message. */
export function citationProblems(text) {
  const problems = [];
  for (const { re, what } of OUTSIDE) {
    const m = re.exec(text);
    if (m) problems.push(`"${m[0]}" cites ${what}; cite a docs/ section instead (or nothing).`);
  }
  for (const m of text.matchAll(DOC_LINK)) {
    const [, file, anchor] = m;
    const anchors = anchorsOf(file);
    if (anchors === null) problems.push(`docs/${file} does not exist.`);
    else if (anchor && !anchors.has(anchor.toLowerCase())) problems.push(`docs/${file} has no heading #${anchor}.`);
  }
  return problems;
}

const TEST_TITLE = new Set(['describe', 'it', 'test']);

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite the repo’s own docs, never SPEC/GUIDE or issue numbers' },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    const report = (node, loc, text) => {
      for (const message of citationProblems(text)) context.report({ node, loc, message });
    };
    return {
      Program(program) {
        for (const comment of source.getAllComments()) report(program, comment.loc, comment.value);
      },
      // Test titles are read like comments (they name the rule a test guards).
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.object : node.callee;
        const base = callee.type === 'MemberExpression' ? callee.object : callee;
        if (base.type !== 'Identifier' || !TEST_TITLE.has(base.name)) return;
        const title = node.arguments[0];
        if (title?.type === 'Literal' && typeof title.value === 'string') report(title, title.loc, title.value);
        if (title?.type === 'TemplateLiteral') report(title, title.loc, title.quasis.map((q) => q.value.cooked).join(''));
      },
    };
  },
};
