#!/usr/bin/env node
// Proof that the lint rules bite: each sample below breaks one rule of docs/architecture.md and must
// be reported with that rule (and a clean sample must pass). Run by `npm test` right after the lint
// itself, so a config change that silences a rule fails the build. The samples are linted as text
// under made-up paths; nothing is written to disk.
import { ESLint } from 'eslint';

const samples = [
  // The API's layers.
  {
    path: 'functions/src/features/zzsample/routes.ts',
    code: "import { jobs } from '../../documents/jobs';\nexport const x = jobs;\n",
    rule: 'boundaries/dependencies',
    why: 'a route reads documents/',
  },
  {
    path: 'functions/src/features/zzsample/routes.ts',
    code: "import type { Deps } from '../../ports';\nexport const f = (deps: Deps) => deps.store;\n",
    rule: 'no-restricted-syntax',
    why: 'a route reaches the store',
  },
  {
    path: 'functions/src/features/zzsample/routes.ts',
    code: "import type { Deps } from '../../ports';\nexport const f = ({ store }: Deps) => store;\n",
    rule: 'no-restricted-syntax',
    why: 'a route destructures the store',
  },
  {
    path: 'functions/src/features/zzsample/notices.ts',
    code: "import { Router } from 'express';\nexport const r = Router();\n",
    rule: 'no-restricted-syntax',
    why: 'a feature file other than routes.ts builds a router',
  },
  {
    path: 'functions/src/features/zzsample/service.ts',
    code: "import { createContract } from '../contracts/service';\nexport const x = createContract;\n",
    rule: 'boundaries/dependencies',
    why: "a feature imports another feature's internals",
  },
  {
    path: 'functions/src/documents/zzSample.ts',
    code: "import * as c from '../features/contracts';\nexport const x = c;\n",
    rule: 'boundaries/dependencies',
    why: 'documents/ imports a feature',
  },
  {
    path: 'functions/src/domain/zzSample.ts',
    code: "import * as c from '../features/contracts';\nexport const x = c;\n",
    rule: 'boundaries/dependencies',
    why: 'domain/ imports a feature',
  },
  {
    path: 'functions/src/http/zzSample.ts',
    code: "import * as s from '../local/seed';\nexport const x = s;\n",
    rule: 'boundaries/dependencies',
    why: 'production code imports local/',
  },
  // The web's layers.
  {
    path: 'web/src/components/zzSample.tsx',
    code: "import * as f from '../features/jobs';\nexport const x = f;\n",
    rule: 'boundaries/dependencies',
    why: 'a component imports a feature',
  },
  {
    path: 'web/src/features/zzsample/Page.tsx',
    code: "import * as j from '../jobs/JobForm';\nexport const x = j;\n",
    rule: 'boundaries/dependencies',
    why: "a web feature imports another feature's internals",
  },
  // Comments cite the repo's docs.
  {
    path: 'common/src/zzSample.ts',
    code: '/** Fee per SPEC.md 8. */\nexport const x = 1;\n',
    rule: 'local/doc-citations',
    why: 'a comment cites SPEC',
  },
  {
    path: 'functions/src/zzSample.ts',
    code: '// Added in issue 12.\nexport const x = 1;\n',
    rule: 'local/doc-citations',
    why: 'a comment cites an issue number',
  },
  {
    path: 'common/src/zzSample.ts',
    code: '/** See docs/product/money.md#no-such-heading. */\nexport const x = 1;\n',
    rule: 'local/doc-citations',
    why: 'a comment cites a docs/ heading that does not exist',
  },
  {
    path: 'common/test/zzSample.test.ts',
    code: "describe('fee (GUIDE.md 8)', () => {});\n",
    rule: 'local/doc-citations',
    why: 'a test title cites GUIDE',
  },
  // And a clean one.
  {
    path: 'common/src/zzSample.ts',
    code: '/** The fee rate (docs/product/money.md#fee). */\nexport const x = 1;\n',
    rule: null,
    why: 'a comment citing an existing docs/ section passes',
  },
];

const eslint = new ESLint();
let failed = 0;
for (const s of samples) {
  const [result] = await eslint.lintText(s.code, { filePath: s.path });
  const rules = result.messages.map((m) => m.ruleId ?? m.message);
  const ok = s.rule ? rules.includes(s.rule) : rules.length === 0;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${s.why}: ${s.path} → ${rules.join(', ') || 'no problem'}`);
}
console.log(`${samples.length - failed} of ${samples.length} lint samples behave`);
process.exit(failed ? 1 : 0);
