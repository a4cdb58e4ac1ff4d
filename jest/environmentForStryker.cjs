/**
 * The jest environment (environment.ts) for Stryker's jest runner, which loads the environment
 * with Node's own require (to wrap it with its coverage analysis) and so cannot read TypeScript:
 * esbuild-register compiles environment.ts for that one require.
 */
const { register } = require('esbuild-register/dist/node');

const { unregister } = register({ extensions: ['.ts'] });
const environment = require('./environment.ts');
unregister();

module.exports = environment.default ?? environment;
