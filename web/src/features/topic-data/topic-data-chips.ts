import { SEARCH_FIELDS } from '@console/contract';
import { formatChosen } from '../../components/chosen-time.ts';
import { describeSide } from '../../components/deserializer-choice/choice.ts';
import { type DataTabSearch, SEARCH_LABELS, SEARCH_TYPE_LABELS, splitFilter } from './topic-data-search.ts';

// What narrows or changes the records shown, as chips (issue 14 item 4): every active filter is
// visible outside the URL and removable on its own. Pure, so the wording is unit-tested.

export interface FilterChip {
  id: string;
  label: string;
  /** What removing the chip changes in the URL. */
  remove: Partial<DataTabSearch>;
}

const ellipsis = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function textFilterLabel(field: (typeof SEARCH_FIELDS)[number], raw: string): string {
  const { text, type } = splitFilter(raw);
  return `${SEARCH_LABELS[field]} ${SEARCH_TYPE_LABELS[type].toLowerCase()} ${ellipsis(text.trim(), 40)}`;
}

const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatChosen(d);
};

export function filterChips(search: DataTabSearch): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.partition !== undefined)
    chips.push({ id: 'partition', label: `Partition ${search.partition}`, remove: { partition: undefined } });
  if (search.offset !== undefined)
    chips.push({ id: 'offset', label: `From offset ${search.offset}`, remove: { offset: undefined } });
  if (search.timestamp)
    chips.push({
      id: 'timestamp',
      label: `From ${time(search.timestamp)}`,
      remove: { timestamp: undefined },
    });
  if (search.endTimestamp)
    chips.push({
      id: 'endTimestamp',
      label: `To ${time(search.endTimestamp)}`,
      remove: { endTimestamp: undefined },
    });
  for (const f of SEARCH_FIELDS) {
    const raw = search[f];
    if (raw && splitFilter(raw).text.trim() !== '')
      chips.push({ id: f, label: textFilterLabel(f, raw), remove: { [f]: undefined } });
  }
  if (search.filter?.trim())
    chips.push({
      id: 'filter',
      label: `Filter: ${ellipsis(search.filter.trim())}`,
      remove: { filter: undefined },
    });
  if (search.keyDeserializer)
    chips.push({
      id: 'keyDeserializer',
      label: `Key as ${describeSide({ deserializer: search.keyDeserializer, subject: search.keySubject, protobufType: search.keyProtobufType })}`,
      remove: { keyDeserializer: undefined, keySubject: undefined, keyProtobufType: undefined },
    });
  if (search.valueDeserializer)
    chips.push({
      id: 'valueDeserializer',
      label: `Value as ${describeSide({ deserializer: search.valueDeserializer, subject: search.valueSubject, protobufType: search.valueProtobufType })}`,
      remove: { valueDeserializer: undefined, valueSubject: undefined, valueProtobufType: undefined },
    });
  return chips;
}

/** Removing every chip at once ('Clear all'). */
export function clearAll(chips: readonly FilterChip[]): Partial<DataTabSearch> {
  return Object.assign({}, ...chips.map((c) => c.remove));
}
