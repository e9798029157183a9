/** What the app keeps on the device: localStorage's string API. */
export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
/** Where there is no localStorage (the build's pre-rendering of first views runs in Node): nothing kept. */
const memoryStorage: StringStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage, or a stand-in that remembers nothing beyond this process where there is none. */
export function browserStorage(): StringStorage {
  return typeof localStorage === "undefined" ? memoryStorage : localStorage;
}
