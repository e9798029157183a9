/** Where ./merge.ts puts the class merge when it loads, and where `cn` (./cn.ts) finds it. */
let installed: ((classes: string) => string) | undefined;

export function installMerge(fn: (classes: string) => string): void {
  installed = fn;
}

export function installedMerge(): ((classes: string) => string) | undefined {
  return installed;
}
