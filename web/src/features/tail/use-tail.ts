import type { DeletedWhileReading, TopicRecord } from '@console/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecodingQuery } from '../../components/deserializer-choice/choice.ts';
import { addToWindow, type TailRow } from './tail-buffer.ts';
import { openTailStream } from './tail-stream.ts';

// The tail's state machine (spec §4): STOPPED, STARTED, PAUSED. Records from the stream wait in a
// bounded pending list and reach React at most REPAINTS_PER_SECOND times a second, so a fast topic
// never freezes the page.

export type TailState = 'STOPPED' | 'STARTED' | 'PAUSED';
export interface TailParams {
  topics: string[];
  search: string;
  max: number;
  /** The key and value deserializers, applied to every topic of the tail. */
  decoding: DecodingQuery;
}

const REPAINT_MS = 250;
const MAX_NOTES = 20;

export function useTail(clusterId: string, onError: (message: string) => void) {
  const [state, setState] = useState<TailState>('STOPPED');
  const [rows, setRows] = useState<TailRow[]>([]);
  /** Why the stream is reconnecting (the server restarts); undefined while it streams. */
  const [notice, setNotice] = useState<string>();
  /** Records retention deleted before the tail read them (it went on from the log start); the last few. */
  const [deleted, setDeleted] = useState<DeletedWhileReading[]>([]);
  const pending = useRef<TopicRecord[]>([]);
  const offsets = useRef<string[]>([]);
  const stop = useRef<(() => void) | undefined>(undefined);
  const params = useRef<TailParams>({ topics: [], search: '', max: 50, decoding: {} });

  useEffect(() => {
    const timer = setInterval(() => {
      if (pending.current.length === 0) return;
      const batch = pending.current;
      pending.current = [];
      setRows((r) => addToWindow(r, batch, params.current.max));
    }, REPAINT_MS);
    return () => {
      clearInterval(timer);
      stop.current?.();
    };
  }, []);

  const open = useCallback(
    (p: TailParams, after?: string[]) => {
      stop.current?.();
      params.current = p;
      setState('STARTED');
      setNotice(undefined);
      // Events the stream dispatches after it was stopped (pause, reset) must not reach the rows.
      let live = true;
      const close = openTailStream({
        clusterId,
        topics: p.topics,
        search: p.search,
        size: p.max,
        ...(after ? { after } : {}),
        decoding: p.decoding,
        onEvent: (event) => {
          if (!live) return;
          if (event.offsets) offsets.current = event.offsets;
          const notes = event.deletedWhileReading;
          if (notes) setDeleted((d) => [...d, ...notes].slice(-MAX_NOTES));
          if (!event.records?.length) return;
          const next = pending.current.concat(event.records);
          pending.current = next.length > p.max ? next.slice(-p.max) : next;
        },
        onNotice: (message) => {
          if (live) setNotice(message);
        },
        onFatal: (message) => {
          if (!live) return;
          setNotice(undefined);
          stop.current = undefined;
          setState('STOPPED');
          onError(message);
        },
      });
      stop.current = () => {
        live = false;
        close();
      };
    },
    [clusterId, onError],
  );

  return {
    state,
    rows,
    notice,
    deleted,
    /** Starts from now with these parameters, rows cleared. */
    start: (p: TailParams) => {
      pending.current = [];
      offsets.current = [];
      setRows([]);
      setDeleted([]);
      open(p);
    },
    /** Stops the stream; what was already received is shown now, so the table stays as paused. */
    pause: () => {
      stop.current?.();
      stop.current = undefined;
      const batch = pending.current;
      pending.current = [];
      if (batch.length > 0) setRows((r) => addToWindow(r, batch, params.current.max));
      setState('PAUSED');
    },
    /** Goes on from where the pause left off. */
    resume: () => open(params.current, offsets.current),
    /** A parameter changed: the stream stops and the rows go. */
    reset: () => {
      stop.current?.();
      stop.current = undefined;
      pending.current = [];
      setRows([]);
      setDeleted([]);
      setState('STOPPED');
    },
    clear: () => {
      pending.current = [];
      setRows([]);
      setDeleted([]);
    },
  };
}
