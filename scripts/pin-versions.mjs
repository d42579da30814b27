// Rewrites every workspace's caret ranges to the exact versions in package-lock.json (STACK.md: pin exact versions).
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const manifests = [
  'package.json',
  'packages/contracts/package.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'e2e/package.json',
];
for (const file of manifests) {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const dir = file === 'package.json' ? '' : file.replace('/package.json', '');
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!/^[\^~]/.test(range)) continue;
      const entry =
        lock.packages[`${dir ? dir + '/' : ''}node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
      if (entry?.version) pkg[field][name] = entry.version;
    }
  }
  writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}
