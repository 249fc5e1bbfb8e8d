import { ActionIcon, Group, NumberInput, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of pages (AKHQ's `page` field). */
  totalPages: number;
  onChange: (page: number) => void;
  /** Approximate item count, shown as '≈ N' (counts of large topics are estimates). */
  approxTotal?: number;
}

/** Keeps a page number inside 1..totalPages, whatever was typed or left in a stale URL. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/**
 * Pagination of spec §2.2 item 3: previous/next arrows (disabled at the ends), a page number input
 * that submits on Enter, 'of N' pages and an optional '≈ N' total.
 */
export function Pagination({ page, totalPages, onChange, approxTotal }: PaginationProps) {
  const total = Math.max(1, totalPages);
  const [draft, setDraft] = useState<string | number>(page);
  useEffect(() => setDraft(page), [page]);
  const go = (target: number) => {
    const next = clampPage(target, total);
    setDraft(next);
    if (next !== page) onChange(next);
  };

  return (
    <Group gap="xs" wrap="nowrap" data-testid="pagination">
      {approxTotal === undefined ? null : (
        <Text size="sm" c="dimmed" data-testid="pagination-total">
          ≈ {approxTotal.toLocaleString()}
        </Text>
      )}
      <ActionIcon
        variant="default"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        data-testid="pagination-prev"
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <NumberInput
        aria-label="Page"
        w={72}
        size="xs"
        min={1}
        max={total}
        hideControls
        value={draft}
        onChange={setDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go(Number(draft));
        }}
        data-testid="pagination-input"
      />
      <Text size="sm" c="dimmed" data-testid="pagination-of">
        of {total}
      </Text>
      <ActionIcon
        variant="default"
        aria-label="Next page"
        disabled={page >= total}
        onClick={() => go(page + 1)}
        data-testid="pagination-next"
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
