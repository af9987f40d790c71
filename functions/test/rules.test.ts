/**
 * Security rules (docs/product/api.md#api): the browser never writes Firestore or Storage, so every
 * write rule is `if false`. The text check always runs; the emulator checks run when the Firestore
 * / Storage emulators are configured. They use the emulators' REST APIs because
 * @firebase/rules-unit-testing is not installed; they have not run on this machine (its emulators
 * need Java 21).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (name: string) => readFileSync(join(root, name), 'utf8');
const PROJECT = 'demo-salonworks';

/** Every `allow <methods>[: if <condition>];` with comments removed. A bare `allow x;` allows. */
function allowRules(source: string): Array<{ methods: string[]; condition: string }> {
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/allow\s+([\w\s,]+?)\s*(?::\s*if\s+([^;]+))?;/g)].map((m) => ({
    methods: m[1].split(',').map((s) => s.trim()),
    condition: (m[2] ?? 'true').trim(),
  }));
}

const WRITES = ['write', 'create', 'update', 'delete'];

it('the rule reader sees conditions, bare allows and ignores comments', () => {
  expect(
    allowRules(`// allow write: if false;
      allow read, write: if request.auth != null;
      allow create;
      allow delete: if false;`),
  ).toEqual([
    { methods: ['read', 'write'], condition: 'request.auth != null' },
    { methods: ['create'], condition: 'true' },
    { methods: ['delete'], condition: 'false' },
  ]);
});

describe.each(['firestore.rules', 'storage.rules'])('%s (text)', (file) => {
  const source = read(file);
  const rules = allowRules(source);

  it('has allow rules to check', () => {
    expect(rules.length).toBeGreaterThan(0);
  });

  it('never allows unconditionally', () => {
    expect(source).not.toMatch(/if\s+true\b/);
    expect(rules.filter((r) => r.condition === 'true')).toEqual([]);
  });

  it('denies every client write', () => {
    const writes = rules.filter((r) => r.methods.some((m) => WRITES.includes(m)));
    expect(writes.length).toBeGreaterThan(0);
    for (const r of writes) expect(r).toEqual({ methods: r.methods, condition: 'false' });
  });
});

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const JAVA = 'the rules emulators need Java 21, absent here';

function describeWithEmulator(name: string, host: string | undefined, variable: string, fn: () => void) {
  if (host) return describe(name, fn);
  process.stdout.write(`skipped: ${name}: ${variable} is not set (${JAVA})\n`);
  return describe.skip(name, fn);
}

/** An unsigned Firebase ID token as the emulators accept it (what rules-unit-testing sends). */
function mockIdToken(uid: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'custom', identities: {} },
  })}.`;
}

const callers: Array<[string, Record<string, string>]> = [
  ['a signed-out client', {}],
  ['the signed-in owner', { authorization: `Bearer ${mockIdToken('Urules-owner')}` }],
];

describeWithEmulator('firestore.rules on the emulator', firestoreHost, 'FIRESTORE_EMULATOR_HOST', () => {
  const docs = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents`;
  beforeAll(async () => {
    const res = await fetch(`http://${firestoreHost}/emulator/v1/projects/${PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: read('firestore.rules') }] } }),
    });
    expect(res.ok).toBe(true);
  });

  it.each(callers)('%s can neither read nor write its own user document', async (_who, headers) => {
    const path = `${docs}/users/Urules-owner`;
    expect((await fetch(path, { headers })).status).toBe(403);
    const write = await fetch(`${path}?updateMask.fieldPaths=isActive`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { isActive: { booleanValue: true } } }),
    });
    expect(write.status).toBe(403);
  });
});

describeWithEmulator('storage.rules on the emulator', storageHost, 'FIREBASE_STORAGE_EMULATOR_HOST', () => {
  const bucket = `http://${storageHost}/v0/b/${PROJECT}.appspot.com/o`;
  const image = 'users/Urules-owner/client/profile.jpg';
  beforeAll(async () => {
    const res = await fetch(`http://${storageHost}/internal/setRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: read('storage.rules') }] } }),
    });
    expect(res.ok).toBe(true);
  });

  it.each(callers)('%s can neither upload nor download its own image', async (_who, headers) => {
    const upload = await fetch(`${bucket}?name=${encodeURIComponent(image)}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'image/jpeg' },
      body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    });
    expect(upload.status).toBe(403);
    expect((await fetch(`${bucket}/${encodeURIComponent(image)}?alt=media`, { headers })).status).toBe(403);
  });
});
