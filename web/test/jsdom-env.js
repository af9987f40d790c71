// Jest 30 adds the `node` export condition under jsdom: firebase/auth then loads its Node build and
// react-router lacks TextEncoder. This environment gives jsdom the Node globals they expect.
const { TestEnvironment } = require('jest-environment-jsdom');

class Env extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Headers',
      'Request',
      'Response',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (typeof g[name] === 'undefined') g[name] = globalThis[name];
    }
    if (!g.crypto?.subtle) g.crypto = globalThis.crypto;
  }
}
module.exports = Env;
