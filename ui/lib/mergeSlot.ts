/** Where ./merge.ts puts the class merge when it loads, and where `cn` (./cn.ts) finds it. */
let installed: ((classes: string) => string) | undefined;

/** `undefined` takes it out again (the server's render of a landing page draws as the browser's first render). */
export function installMerge(fn: ((classes: string) => string) | undefined): void {
  installed = fn;
}

export function installedMerge(): ((classes: string) => string) | undefined {
  return installed;
}
