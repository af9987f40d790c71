/**
 * The build's chunking reads a feature's public entry name by name (tools/chunkGroups.ts): a landing
 * screen that imports one card from features/profiles must not bring every card the feature lists.
 */
import { join } from 'node:path';
import { namesImported, reExports } from '../tools/chunkGroups';

const src = join(__dirname, '../src');
const file = (path: string) => join(src, path).replaceAll('\\', '/');

describe('reading a feature public entry', () => {
  it('lists what it re-exports, by module', () => {
    const names = reExports(file('features/profiles/index.ts'));
    expect(names?.get(file('features/profiles/PostedBy.tsx'))).toEqual(['PostedBy']);
    expect(names?.get(file('features/profiles/WorkerSummary.tsx'))).toEqual(['WorkerSummary', 'classifyLabel']);
  });

  it('is no public entry for any other module', () => {
    expect(reExports(file('features/profiles/PostedBy.tsx'))).toBeNull();
    expect(reExports(file('lib/paths.ts'))).toBeNull();
  });

  it('names what a module imports from it, and nothing from elsewhere', () => {
    const entry = file('features/profiles/index.ts');
    expect(namesImported(file('features/jobs/OpenJobCard.tsx'), entry)).toEqual(['PostedBy']);
    expect(namesImported(file('features/contracts/ClientContractPanel.tsx'), entry)).toEqual(['WorkerSummary']);
    expect(namesImported(file('features/jobs/OpenJobCard.tsx'), file('features/jobs/index.ts'))).toEqual([]);
  });
});
