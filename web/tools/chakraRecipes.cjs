/**
 * Which Chakra recipes the app uses: the components imported from '@chakra-ui/react' anywhere in
 * web/src, mapped to the recipe keys their implementation asks for. The theme (src/ui/system.ts)
 * registers only these, which keeps unused recipes out of the bundle; web/test/system.test.ts
 * fails when a newly used component's recipe is missing.
 */
const fs = require('node:fs');
const path = require('node:path');

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const componentsDir = path.join(chakraDir, 'dist', 'esm', 'components');

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Names imported from '@chakra-ui/react' in the given source folder. */
function importedNames(srcDir) {
  const names = new Set();
  const re = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of walk(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(re)) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Component folder of each name exported by Chakra's components. */
function exportDirs() {
  const dirs = new Map();
  for (const dir of fs.readdirSync(componentsDir)) {
    const index = path.join(componentsDir, dir, 'index.js');
    if (!fs.existsSync(index)) continue;
    const text = fs.readFileSync(index, 'utf8');
    for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of m[1].split(',')) {
        const exported = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (exported) dirs.set(exported, dir);
      }
    }
    for (const m of text.matchAll(/export \* as (\w+)/g)) dirs.set(m[1], dir);
  }
  return dirs;
}

/** Recipe keys asked for by a component folder and the component folders it imports. */
function recipeKeysOfDir(dir, keys = new Set(), seen = new Set()) {
  if (seen.has(dir)) return keys;
  seen.add(dir);
  for (const file of fs.readdirSync(path.join(componentsDir, dir))) {
    const text = fs.readFileSync(path.join(componentsDir, dir, file), 'utf8');
    for (const m of text.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(m[1]);
    for (const m of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) recipeKeysOfDir(m[1], keys, seen);
  }
  return keys;
}

function usedRecipeKeys(srcDir) {
  const dirs = exportDirs();
  const keys = new Set();
  for (const name of importedNames(srcDir)) {
    const dir = dirs.get(name);
    if (dir) for (const k of recipeKeysOfDir(dir)) keys.add(k);
  }
  return [...keys].sort();
}

module.exports = { usedRecipeKeys };

if (require.main === module) console.log(usedRecipeKeys(path.join(__dirname, '..', 'src')).join('\n'));
