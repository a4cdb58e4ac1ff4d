// A jest reporter: at the end of a run, the ten slowest test files (their own run time, from
// jest's per-file stats) and the whole run's wall time, so the next person knows where the time goes.
const path = require('node:path');

class SlowestSuites {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count ?? 10;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults
      .map(({ testFilePath, perfStats }) => ({
        file: path.relative(this.rootDir, testFilePath),
        seconds: (perfStats.end - perfStats.start) / 1000,
      }))
      .filter(({ seconds }) => Number.isFinite(seconds) && seconds > 0)
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.count);
    if (!suites.length) return;
    const wall = (Date.now() - results.startTime) / 1000;
    const lines = suites.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
    process.stderr.write(
      `\nThe ${suites.length} slowest test files (the run: ${wall.toFixed(0)} s):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestSuites;
