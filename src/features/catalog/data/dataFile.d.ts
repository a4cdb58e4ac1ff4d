/** `import url from './x.json?url'`: the build emits the file as it is, content-hashed, and gives its address. */
declare module '*.json?url' {
  const url: string;
  export default url;
}
