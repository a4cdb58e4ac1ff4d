import { createElement, Fragment, type ReactNode } from 'react';
import { t, type WordKey } from './edition';

/**
 * A text whose placeholders hold elements, in the page's edition: `tNodes('Read our {policy}
 * first', { policy: <Link …/> })`. Each language keeps its own word order around the element (Hindi
 * puts the verb last), which splitting the sentence into pieces around the link would lose.
 */
export function tNodes(text: WordKey, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return t(text)
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return createElement(
        Fragment,
        { key: index },
        name !== undefined && name in values ? values[name] : part,
      );
    });
}
