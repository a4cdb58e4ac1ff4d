// @ts-check
/**
 * Rangoli's own lint rules (eslint.config.mjs), for what no published rule says.
 *
 * `rangoli/lazy-loading`: everything the shop loads after main.js goes through its one loading
 * module (src/app/boot/loading.tsx, README.md beside it). React's `lazy` is called there only, and
 * a dynamic `import(` appears only inside the function given to one of its helpers (`lazyPage`,
 * `lazyOnInteraction`, `lazyHydrated`, `loadOnce`, imported from the boot folder), or in the
 * route table, whose pages the router gives to `lazyPage`. A lazily
 * loaded module must still be named where it is used, so the import stays there, wrapped.
 */
import path from 'node:path';

const HELPERS = new Set(['lazyPage', 'lazyOnInteraction', 'lazyHydrated', 'loadOnce']);

/** @type {import('eslint').Rule.RuleModule} */
const lazyLoading = {
  meta: {
    type: 'problem',
    docs: { description: 'Code loaded after main.js goes through the loading module (app/boot).' },
    schema: [
      {
        type: 'object',
        properties: {
          /** The loading module, from the project's root: `lazy` is allowed there. */
          loadingModule: { type: 'string' },
          /** The route table, from the project's root: its pages' `import(` are allowed. */
          routeTable: { type: 'string' },
        },
        required: ['loadingModule', 'routeTable'],
        additionalProperties: false,
      },
    ],
    messages: {
      dynamicImport:
        "A dynamic import( loads code after main.js: write it inside the function given to the loading module's lazyPage, lazyOnInteraction, lazyHydrated or loadOnce (@/app/boot), or in the route table.",
      reactLazy:
        "React's lazy is called only in the loading module (src/app/boot/loading.tsx): use lazyPage, lazyOnInteraction or lazyHydrated from @/app/boot.",
    },
  },
  create(context) {
    const { loadingModule, routeTable } = context.options[0];
    const root = context.cwd;
    const file = path.resolve(root, context.filename);
    const withoutExtension = (p) => p.replace(/\.[cm]?[jt]sx?$/, '');
    const loading = withoutExtension(path.resolve(root, loadingModule));
    const boot = path.dirname(loading);
    // What a helper may be imported from: the boot folder (its index, the loading module).
    const isHelperSource = (target) => target === boot || path.dirname(target) === boot;
    const inLoadingModule = withoutExtension(file) === loading;
    const inRouteTable = file === path.resolve(root, routeTable);

    /** The file an import specifier names (the `@/` alias is src/), or undefined for a package. */
    const resolve = (source) => {
      if (source.startsWith('@/')) return path.join(root, 'src', source.slice(2));
      if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
      return undefined;
    };

    /** Whether `callee` is one of the loading module's helpers, imported from it. */
    const isHelper = (callee) => {
      if (callee.type !== 'Identifier' || !HELPERS.has(callee.name)) return false;
      for (let scope = context.sourceCode.getScope(callee); scope; scope = scope.upper) {
        const variable = scope.set.get(callee.name);
        if (!variable) continue;
        const definition = variable.defs[0];
        if (definition?.type !== 'ImportBinding') return false;
        const source = definition.parent.type === 'ImportDeclaration' ? definition.parent.source.value : '';
        const target = typeof source === 'string' ? resolve(source) : undefined;
        return target !== undefined && isHelperSource(target);
      }
      return false;
    };

    /** The local names `react` is imported under as a whole (`import React`, `import * as React`). */
    const reactNamespaces = new Set();

    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') reactNamespaces.add(specifier.local.name);
          else if (
            !inLoadingModule &&
            (specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : specifier.imported.value) === 'lazy'
          )
            context.report({ node: specifier, messageId: 'reactLazy' });
        }
      },
      MemberExpression(node) {
        if (
          !inLoadingModule &&
          node.object.type === 'Identifier' &&
          reactNamespaces.has(node.object.name) &&
          node.property.type === 'Identifier' &&
          node.property.name === 'lazy'
        )
          context.report({ node, messageId: 'reactLazy' });
      },
      ImportExpression(node) {
        if (inRouteTable) return;
        for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
          const isFunction = child.type === 'ArrowFunctionExpression' || child.type === 'FunctionExpression';
          if (
            isFunction &&
            parent.type === 'CallExpression' &&
            parent.arguments[0] === child &&
            isHelper(parent.callee)
          )
            return;
        }
        context.report({ node, messageId: 'dynamicImport' });
      },
    };
  },
};

export default { meta: { name: 'rangoli' }, rules: { 'lazy-loading': lazyLoading } };
