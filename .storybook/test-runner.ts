import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { ConsoleMessage, Page } from 'playwright-core';
import { VIEWPORTS, viewportSize, type ViewportName } from '../src/shared/theme/foundations/viewports';

/**
 * The test-runner's hooks (npm run test:storybook). axe runs in the preview itself (the a11y
 * addon, `a11y: { test: 'error' }` in preview.tsx): the runner fails a story on any violation.
 *
 * - Each story is rendered at its viewport preset (`globals: { viewport: { value: 'phone' } }`),
 *   the desktop one (1280) otherwise: the toolbar's viewport resizes the manager's iframe, which
 *   the runner does not have, so the page itself is resized.
 * - A warning in the browser's console fails the story, as an error does (--failOnConsole): the
 *   house rule of no console errors or warnings.
 */

const warnings = new WeakMap<Page, string[]>();

/** The runner's own: getStoryContext reads the preview's story store, which Storybook deprecates. */
const RUNNER_WARNING = /^Accessing the Story Store is deprecated/;

function isViewportName(name: unknown): name is ViewportName {
  return typeof name === 'string' && name in VIEWPORTS;
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    if (!warnings.has(page)) {
      const seen: string[] = [];
      warnings.set(page, seen);
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'warning' && !RUNNER_WARNING.test(message.text())) seen.push(message.text());
      });
    }
    warnings.get(page)!.length = 0;
    // The prepared story: its own globals (`globals` in its CSF) are `storyGlobals`.
    const story = await getStoryContext(page, context);
    const preset = (story.storyGlobals as { viewport?: { value?: unknown } } | undefined)?.viewport?.value;
    await page.setViewportSize(viewportSize(isViewportName(preset) ? preset : 'desktop'));
  },
  async postVisit(page, context) {
    const seen = warnings.get(page) ?? [];
    if (seen.length > 0) {
      throw new Error(`${context.title} › ${context.name} warned in the console:\n${seen.join('\n')}`);
    }
  },
};

export default config;
