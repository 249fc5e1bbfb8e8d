// A small line diff for comparing two schema versions side by side: longest common subsequence
// over lines (schemas are small: hundreds of lines at most), then pairs of removed/added lines
// are shown on one row as a change.

export interface DiffSide {
  line: number;
  text: string;
}

export interface DiffRow {
  kind: 'same' | 'removed' | 'added' | 'changed';
  left?: DiffSide;
  right?: DiffSide;
}

export function lineDiff(before: string, after: string): DiffRow[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // lcs[i][j] = length of the LCS of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const rows: DiffRow[] = [];
  let removed: DiffSide[] = [];
  let added: DiffSide[] = [];
  const flush = () => {
    const n = Math.max(removed.length, added.length);
    for (let k = 0; k < n; k++) {
      const left = removed[k];
      const right = added[k];
      rows.push({
        kind: left && right ? 'changed' : left ? 'removed' : 'added',
        ...(left ? { left } : {}),
        ...(right ? { right } : {}),
      });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      rows.push({ kind: 'same', left: { line: i + 1, text: a[i]! }, right: { line: j + 1, text: b[j]! } });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push({ line: j + 1, text: b[j]! });
      j++;
    } else {
      removed.push({ line: i + 1, text: a[i]! });
      i++;
    }
  }
  flush();
  return rows;
}
