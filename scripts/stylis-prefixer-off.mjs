// Stands in for stylis/src/Prefixer.js in the browser bundle: see stylisPrefixerOff in bundle-trims.ts.
// Plain JavaScript: webpack swaps it in after the loaders for the file it replaces were chosen.
export function prefix() {
  throw new Error('Vendor prefixes are not built in (scripts/bundle-trims.ts)');
}
