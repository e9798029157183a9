/**
 * The columns of a partial update: for each column, the input attribute that feeds it, copied
 * only when the request sent it (an attribute left out keeps its value; null clears it).
 */
export function sentColumns<I extends object, M extends Record<string, keyof I>>(
  input: I,
  columns: M,
): { [C in keyof M]?: Exclude<I[M[C]], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [column, attribute] of Object.entries(columns) as [string, keyof I][]) {
    if (input[attribute] !== undefined) out[column] = input[attribute];
  }
  return out as { [C in keyof M]?: Exclude<I[M[C]], undefined> };
}
