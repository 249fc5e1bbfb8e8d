import type { TopicListView } from '@console/contract';
import { ActionIcon, Button, Checkbox, Collapse, Group, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { options, TOPIC_LIST_VIEW_LABELS } from '../lib/labels.ts';

export interface SearchValues {
  search: string;
  topicListView?: TopicListView;
  keepSearch?: boolean;
}

export interface SearchBarProps {
  /** Current values, usually from the URL; the bar edits a copy and hands it back on submit. */
  value: SearchValues;
  onSubmit: (values: SearchValues) => void;
  /** Adds the topic-list-view select (topic list only). */
  showTopicListView?: boolean;
  /** Adds the 'Keep search' checkbox. */
  showKeepSearch?: boolean;
}

/**
 * Search bar of spec §2.2 item 2: text box ('Search'), optional topic-list-view select, submit
 * button with a search icon, optional 'Keep search'. On small screens it folds behind a toggle.
 */
export function SearchBar({ value, onSubmit, showTopicListView, showKeepSearch }: SearchBarProps) {
  const [draft, setDraft] = useState<SearchValues>(value);
  // Follow the URL when its values change, not when the caller merely passes a new object with
  // the same values (an inline `{ search }` would otherwise wipe what the user is typing).
  const { search, topicListView, keepSearch } = value;
  useEffect(() => setDraft({ search, topicListView, keepSearch }), [search, topicListView, keepSearch]);
  const small = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  const form = (
    <form onSubmit={submit} data-testid="search-bar">
      <Group gap="xs" align="center" wrap={small ? 'wrap' : 'nowrap'}>
        <TextInput
          placeholder="Search"
          aria-label="Search"
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
          style={{ flex: 1, minWidth: 180 }}
          data-testid="search-input"
        />
        {showTopicListView ? (
          <Select
            aria-label="Topic list view"
            data={options(TOPIC_LIST_VIEW_LABELS)}
            value={draft.topicListView ?? 'HIDE_INTERNAL'}
            allowDeselect={false}
            onChange={(view) => view && setDraft({ ...draft, topicListView: view as TopicListView })}
            w={240}
            data-testid="search-topic-list-view"
          />
        ) : null}
        <Button type="submit" leftSection={<IconSearch size={16} />} data-testid="search-submit">
          Search
        </Button>
        {showKeepSearch ? (
          <Checkbox
            label="Keep search"
            checked={draft.keepSearch ?? false}
            onChange={(event) => setDraft({ ...draft, keepSearch: event.currentTarget.checked })}
            data-testid="search-keep"
          />
        ) : null}
      </Group>
    </form>
  );

  if (!small) return form;
  return (
    <div>
      <ActionIcon
        variant="default"
        aria-label={open ? 'Hide search' : 'Show search'}
        onClick={() => setOpen((o) => !o)}
        mb="xs"
        data-testid="search-toggle"
      >
        <IconFilter size={16} />
      </ActionIcon>
      <Collapse expanded={open}>{form}</Collapse>
    </div>
  );
}
