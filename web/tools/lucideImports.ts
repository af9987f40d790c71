/**
 * Vite plugin: rewrites `import { Search, X } from 'lucide-react'` into one import per icon file.
 * The package's barrel also re-exports every icon as a namespace, which the bundler keeps whole
 * (about 67 KB gzipped) once several lazy chunks share it; per-icon imports keep only what is used.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('lucide-react/package.json'));
  const barrel = readFileSync(join(pkgDir, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1];
      if (name) files.set(name, m[2]);
    }
  }
  return files;
}

export function lucideImports(): Plugin {
  const files = iconFiles();
  return {
    name: 'lucide-per-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g, (whole, list: string) => {
        const lines: string[] = [];
        const types: string[] = [];
        for (const raw of list.split(',')) {
          const part = raw.trim();
          if (!part) continue;
          if (part.startsWith('type ')) {
            types.push(part.slice(5));
            continue;
          }
          const [name, local = name] = part.split(/\s+as\s+/);
          const file = files.get(name);
          if (!file) return whole; // not an icon (createLucideIcon, Icon...): leave the import alone
          lines.push(`import ${local} from 'lucide-react/icons/${file}';`);
        }
        if (types.length) lines.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
        return lines.join('\n');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
