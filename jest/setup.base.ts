/**
 * What every test needs, and nothing heavy: jest-dom's matchers, stubs of the browser APIs jsdom
 * lacks, clean storage after each test, and the house rule that a test writing to the console
 * fails. setup.ts adds the app's side (React Testing Library, axe, the stories' annotations, the
 * lazy UI preloaded); the mutation run (jest.mutation.config.ts) runs unit tests with
 * this and the messages (setup.unit.ts).
 */
import '@testing-library/jest-dom';
import { format } from 'node:util';

// Browser APIs jsdom lacks. A test file that runs in Node (`@jest-environment node`: code the
// prerender runs, without a window) has no window to stub.
const inBrowser = typeof window !== 'undefined';
if (inBrowser) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    // jsdom shows every part of a page whatever its CSS says (both the filter sidebar and the
    // phone's Filters button): a width query is answered as a desktop's, min-width yes, max-width no.
    value: (query: string) => ({
      matches: /min-width/.test(query) && !/max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.assign(globalThis, { ResizeObserver: ObserverStub, IntersectionObserver: ObserverStub });
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// The house rule: no console errors or warnings in test output. A test that causes one fails.
const consoleProblems: string[] = [];
for (const kind of ['error', 'warn'] as const) {
  const original = console[kind];
  console[kind] = (...args: unknown[]) => {
    consoleProblems.push(`console.${kind}: ${format(...args)}`);
    original(...args);
  };
}

afterEach(() => {
  if (inBrowser) {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (consoleProblems.length > 0) {
    const problems = consoleProblems.splice(0);
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
  }
});
