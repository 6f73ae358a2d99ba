/** The new-order ding's URL: a file of the build, or a data: URL outside one (web/scripts/ding-asset.ts). */
declare module 'virtual:ding' {
  const url: string;
  export default url;
}
