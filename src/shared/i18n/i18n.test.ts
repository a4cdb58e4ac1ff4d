import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tNodes } from './nodes';
import path from 'node:path';
import ts from 'typescript';
import { HINDI } from './hi';
import * as AREAS_ACCOUNT from './hi/account';
import * as AREAS_CATALOG from './hi/catalog';
import * as AREAS_HEAD from './hi/head';
import * as AREAS_INFO from './hi/info';
import * as AREAS_REVIEWS from './hi/reviews';
import * as AREAS_SHELL from './hi/shell';
import * as AREAS_SHOPPING from './hi/shopping';
import {
  currentEdition,
  editionOf,
  editionPath,
  setEdition,
  shopPath,
  t,
  translate,
  word,
  type WordKey,
} from './edition';

const SRC = path.resolve(__dirname, '../..');

/** Every source file of the shop (not its tests, stories or fixtures). */
function shopSources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'i18n' ? [] : shopSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A source's syntax tree (TypeScript's own parser: no regular expression pairs quotes wrongly). */
const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Every node of a tree. */
function nodesOf(node: ts.Node, found: ts.Node[] = []): ts.Node[] {
  found.push(node);
  ts.forEachChild(node, (child) => void nodesOf(child, found));
  return found;
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The English keys the code asks for: the first argument of every `t(...)`, `word(...)` and `tNodes(...)`. */
function keysAsked(tree: ts.SourceFile): string[] {
  return nodesOf(tree).flatMap((node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return [];
    if (!['t', 'word', 'tNodes'].includes(node.expression.text)) return [];
    const [first] = node.arguments;
    return first && isText(first) ? [first.text] : [];
  });
}

/** Every string literal of a source: a Hindi key must be one of the shop's texts. */
function literals(tree: ts.SourceFile): string[] {
  return nodesOf(tree).flatMap((node) => (isText(node) ? [node.text] : []));
}

const sources = [...shopSources(), ...shopSources(path.resolve(SRC, '../scripts/page-shell'))].map(
  (file) => ({ file, tree: parse(file, fs.readFileSync(file, 'utf8')) }),
);
const catalogueTexts = (() => {
  const texts = new Set<string>();
  const data = path.resolve(SRC, 'features/catalog/data');
  if (!fs.existsSync(data)) return texts;
  for (const file of fs.readdirSync(data).filter((name) => name.endsWith('.json'))) {
    JSON.parse(fs.readFileSync(path.join(data, file), 'utf8'), (_key, value: unknown) => {
      if (typeof value === 'string') texts.add(value);
      return value;
    });
  }
  return texts;
})();

describe('the Hindi dictionary', () => {
  it('has every text the code asks for by t() and word()', () => {
    const missing = sources.flatMap(({ file, tree }) =>
      keysAsked(tree)
        .filter((key) => !(key in HINDI))
        .map((key) => `${path.relative(SRC, file)}: ${JSON.stringify(key)}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no key that is not one of the shop’s texts', () => {
    const texts = new Set([...catalogueTexts, ...sources.flatMap(({ tree }) => literals(tree))]);
    expect(Object.keys(HINDI).filter((key) => !texts.has(key))).toEqual([]);
  });

  it('gives one Hindi to a text that two areas share, keeps every placeholder, and leaves no value empty', () => {
    const areas = [
      AREAS_ACCOUNT,
      AREAS_CATALOG,
      AREAS_HEAD,
      AREAS_INFO,
      AREAS_REVIEWS,
      AREAS_SHELL,
      AREAS_SHOPPING,
    ].flatMap((area) => Object.values(area) as Record<string, string>[]);
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const area of areas) {
      for (const [english, hindi] of Object.entries(area)) {
        if (seen.has(english) && seen.get(english) !== hindi) problems.push(`two translations: ${english}`);
        seen.set(english, hindi);
        if (hindi.trim() === '') problems.push(`empty: ${english}`);
        const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        if (holes(english).join() !== holes(hindi).join()) problems.push(`placeholders differ: ${english}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('t and translate', () => {
  afterEach(() => setEdition('en'));
  const anyKey = Object.keys(HINDI)[0] as WordKey | undefined;

  it('write the English text on an English page, with its placeholders filled', () => {
    expect(translate('Only {left} left in size {size}', { left: 2, size: 'M' })).toBe(
      'Only 2 left in size M',
    );
    expect(translate('{a} and {missing}', { a: 1 })).toBe('1 and {missing}');
    expect(currentEdition()).toBe('en');
    if (anyKey) expect(t(anyKey, {})).toBe(anyKey);
  });

  it('write the Hindi on a Hindi page, and leave a text the dictionary lacks as it is', () => {
    setEdition('hi', { Cart: 'कार्ट', '{n} items': '{n} आइटम' });
    expect(currentEdition()).toBe('hi');
    expect(translate('Cart')).toBe('कार्ट');
    expect(translate('{n} items', { n: 3 })).toBe('3 आइटम');
    expect(translate('Zara')).toBe('Zara');
    setEdition('en', { Cart: 'कार्ट' });
    expect(translate('Cart')).toBe('Cart');
  });

  it('word() marks a key and returns it untranslated', () => {
    if (anyKey) {
      setEdition('hi', HINDI);
      expect(word(anyKey)).toBe(anyKey);
    }
  });
});

describe('the editions’ addresses', () => {
  it('are Hindi under /hi/ alone', () => {
    expect(['/hi', '/hi/', '/hi/women', '/hi/product/21'].map(editionOf)).toEqual(['hi', 'hi', 'hi', 'hi']);
    expect(['/', '/women', '/history', '/hit'].map(editionOf)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('map to the shop path and back', () => {
    expect(['/hi', '/hi/', '/hi/women', '/women', '/'].map(shopPath)).toEqual([
      '/',
      '/',
      '/women',
      '/women',
      '/',
    ]);
    expect(editionPath('/', 'hi')).toBe('/hi/');
    expect(editionPath('/product/21', 'hi')).toBe('/hi/product/21');
    expect(editionPath('/product/21', 'en')).toBe('/product/21');
    for (const route of ['/', '/cart', '/product/4']) {
      expect(shopPath(editionPath(route, 'hi'))).toBe(route);
    }
  });
});

describe('tNodes', () => {
  afterEach(() => setEdition('en'));

  it('puts each element where its language’s text has its placeholder', () => {
    const key = 'Read our {policy} first' as WordKey;
    const link = createElement('a', { href: '/p' }, 'policy');
    expect(renderToStaticMarkup(createElement('p', null, tNodes(key, { policy: link })))).toBe(
      '<p>Read our <a href="/p">policy</a> first</p>',
    );
    setEdition('hi', { 'Read our {policy} first': 'पहले हमारी {policy} पढ़ें' });
    expect(renderToStaticMarkup(createElement('p', null, tNodes(key, { policy: link })))).toBe(
      '<p>पहले हमारी <a href="/p">policy</a> पढ़ें</p>',
    );
  });
});
