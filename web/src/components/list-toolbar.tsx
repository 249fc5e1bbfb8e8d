import { Group } from '@mantine/core';
import { Pagination } from './pagination.tsx';
import { SearchBar } from './search-bar.tsx';

export interface ListPosition {
  search: string | undefined;
  page: number;
}

/**
 * The row above a paged list: the search bar (spec §2.2 item 2) and the pagination (item 3). A new
 * search goes back to page 1; an empty search is `undefined`, so it leaves the URL.
 */
export function ListToolbar({
  search,
  page,
  totalPages,
  onChange,
}: ListPosition & { totalPages: number; onChange: (next: ListPosition) => void }) {
  return (
    <Group justify="space-between" my="md" wrap="nowrap">
      <SearchBar
        value={{ search: search ?? '' }}
        onSubmit={(v) => onChange({ search: v.search || undefined, page: 1 })}
      />
      <Pagination page={page} totalPages={totalPages} onChange={(next) => onChange({ search, page: next })} />
    </Group>
  );
}
