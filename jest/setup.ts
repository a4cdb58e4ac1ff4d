import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { format } from 'node:util';
import { setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../.storybook/preview';
import { LazyToastView } from '@/shared/ui/Toast/Toast';
import { LazyAccountMenuPopup } from '@/features/auth/components/AccountMenu';
import { loadMessages } from '@/app/messages';

setProjectAnnotations(preview);

// findBy* and waitFor wait up to 5 s (the library's default is 1 s): lazy chunks such as the search
// engine load through a dynamic import, which on a busy 2-core CI machine can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

expect.extend(toHaveNoViolations);

// UI that only an interaction shows (a toast and its messages, the open account menu) loads in the
// background on the shopper's first interaction, long before it is needed; tests start with it
// loaded. lazyWithPreload.test.tsx, AccountMenu.test.tsx and messages.test.ts cover the loading itself.
beforeAll(() => Promise.all([LazyToastView.preload(), LazyAccountMenuPopup.preload(), loadMessages()]));

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
