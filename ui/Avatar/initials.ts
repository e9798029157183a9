/**
 * Up to two initials: the first letters of the first and last word ("Jan van der Berg" -> "JB",
 * "Anne-Marie" -> "A"). Whole characters, so accented letters and emoji are not split.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return "";
  const firstLetter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "";
  const first = firstLetter(words[0]!);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]!) : "";
  return (first + last).toLocaleUpperCase();
}
