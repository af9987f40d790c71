/** Jest's stand-in for Vite's `?raw` imports (jest.config.js maps `x.md?raw` to `x.md`): the file as a string. */
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
