import type { DownloadFormat } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import {
  choiceOf,
  choiceParams,
  type DeserializerChoice,
  isChosen,
} from '../../components/deserializer-choice/choice.ts';
import { AfterPaint } from '../../lib/after-paint.tsx';
import { lazyCode } from '../../lib/load-code.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { PressAgain, useEarlyPress } from './early-press.tsx';
import { DownloadGhost } from './ghost-button.tsx';
import type { SavedFilter } from './saved-filters.ts';
import { ToolbarGhost } from './toolbar-ghost.tsx';
import { filterChips } from './topic-data-chips.ts';
import { topicDataQueries } from './topic-data-queries.ts';
import type { DataTabSearch, Sort } from './topic-data-search.ts';

// The data tab's toolbar and Download menu come after the rows: the toolbar (Selects, date pickers
// with @mantine/dates, a number input, popovers) after the rows' first paint, and neither's code is
// loaded before the tab's own first paint: an SPA navigation to a topic's data then fetches and
// compiles ~25 KB gzipped less before its first row (issue 17). Until they come, their looks
// (toolbar-ghost.tsx, ghost-button.tsx) stand in, and what a user does on a look is passed on to
// the real control (early-press.tsx).

const toolbarCode = () => import('./topic-data-toolbar.tsx');
const downloadCode = () => import('./download-menu.tsx');
const TopicDataToolbar = lazyCode(() => toolbarCode().then((m) => ({ default: m.TopicDataToolbar })));
const DownloadMenu = lazyCode(() => downloadCode().then((m) => ({ default: m.DownloadMenu })));

/**
 * Starts loading the toolbar's and Download menu's code once the tab has been painted, without
 * waiting for its rows: while records are on their way the page is idle, and the look of them
 * is then replaced when the rows paint, not a chunk load later.
 */
function useCodeAfterFirstPaint(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void toolbarCode();
        void downloadCode();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}

/** The data tab's toolbar (its look until the rows are painted, `ready` once they are loaded). */
export function LateToolbar({
  clusterId,
  topicId,
  search,
  defaultSort,
  missingChoice,
  ready,
  onChange,
  onSaveFilter,
}: {
  clusterId: string;
  topicId: string;
  search: DataTabSearch;
  defaultSort: Sort;
  /** The topic's remembered deserializers are about to fill the URL: the toolbar will show a choice. */
  missingChoice: boolean;
  ready: boolean;
  onChange: (patch: Partial<DataTabSearch>) => void;
  onSaveFilter: (filter: SavedFilter) => void;
}) {
  const { cluster } = useClusterContext();
  const early = useEarlyPress();
  useCodeAfterFirstPaint();
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const subjects = useQuery({ ...topicDataQueries.subjects(clusterId), enabled: cluster.registry });
  const activeFilters = filterChips(search).filter((c) => c.id.startsWith('searchBy') || c.id === 'filter');
  // The toolbar's look stands in for its first paint when it shows nothing chosen but a sort and partition.
  const plainToolbar =
    !missingChoice &&
    search.timestamp === undefined &&
    search.endTimestamp === undefined &&
    search.offset === undefined &&
    !isChosen(choiceOf(search)) &&
    activeFilters.length === 0;
  // Until the toolbar is there: its look, or (something chosen, its code still loading) its room.
  const look = (
    <ToolbarGhost
      sort={search.sort ?? defaultSort}
      partition={search.partition === undefined ? 'All' : String(search.partition)}
      onPress={early.press}
      {...(plainToolbar ? {} : { room: { filters: activeFilters.length } })}
    />
  );
  return (
    <AfterPaint now={!plainToolbar || early.reached !== undefined} ready={ready} before={look}>
      <Suspense fallback={look}>
        <TopicDataToolbar
          clusterId={clusterId}
          topicId={topicId}
          search={search}
          defaultSort={defaultSort}
          partitions={(partitions.data ?? []).map((p) => p.id)}
          subjects={subjects.data ?? []}
          onChange={onChange}
          onChoice={(choice: DeserializerChoice) => onChange(choiceParams(choice))}
          onSaveFilter={onSaveFilter}
        />
        <PressAgain reached={early.reached} />
      </Suspense>
    </AfterPaint>
  );
}

/** The Download menu (its look until the rows are painted, `ready` once they are loaded). */
export function LateDownload({
  ready,
  selected,
  onAll,
  onSelected,
}: {
  ready: boolean;
  selected: number;
  onAll: (format: DownloadFormat) => void;
  onSelected: (format: DownloadFormat) => void;
}) {
  const early = useEarlyPress();
  const look = <DownloadGhost onPress={early.press} />;
  return (
    <AfterPaint now={early.reached !== undefined} ready={ready} before={look}>
      <Suspense fallback={look}>
        <DownloadMenu selected={selected} onAll={onAll} onSelected={onSelected} />
        <PressAgain reached={early.reached} />
      </Suspense>
    </AfterPaint>
  );
}
