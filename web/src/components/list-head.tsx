import type { SortState } from './data-table/index.ts';
import { type ListPosition, ListToolbar } from './list-toolbar.tsx';
import { SectionError } from './section-error.tsx';

/**
 * Above a paged list read from a component that can be down (Connect, the schema registry): the
 * search and pagination row, then the section's error with its retry while the list cannot be read.
 */
export function ListHead({
  search,
  page,
  totalPages,
  onChange,
  errorTitle,
  error,
  retrying,
  onRetry,
}: ListPosition & {
  totalPages: number;
  onChange: (next: ListPosition) => void;
  errorTitle: string;
  /** The list's error, null while it reads. */
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      <ListToolbar search={search} page={page} totalPages={totalPages} onChange={onChange} />
      {error ? <SectionError title={errorTitle} error={error} retrying={retrying} onRetry={onRetry} /> : null}
    </>
  );
}

/**
 * The URL search a header click asks for when the list sorts by that column (`sorts`, the list's
 * sort schema): the column, `desc` only when set, back to the first page. Undefined for a column the
 * list cannot sort by.
 */
export function sortedBy<S>(
  sorts: { safeParse: (id: string) => { success: true; data: S } | { success: false } },
  next: SortState,
): { sort: S; desc: true | undefined; page: undefined } | undefined {
  const id = sorts.safeParse(next.id);
  return id.success ? { sort: id.data, desc: next.desc || undefined, page: undefined } : undefined;
}
