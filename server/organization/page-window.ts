/** First, last, current and two either side, gaps as null; a one-page gap shows that page instead. */
export type PageSlot = number | null;

export function pageWindow(current: number, pageCount: number, radius = 2): PageSlot[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) slots.push(null);
    slots.push(n);
  });
  return slots;
}
