import {
  type Icon,
  IconCopy,
  IconDownload,
  IconEdit,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSettings,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { LazyTooltip } from '../lazy-tooltip.tsx';
import { NowrapGroup, SubtleActionIcon } from './light.tsx';
import { ROW_ACTIONS, type RowActionName, type RowActions } from './types.ts';

const ACTION_LOOK: Record<RowActionName, { icon: Icon; label: string; color?: string }> = {
  add: { icon: IconPlus, label: 'Add' },
  details: { icon: IconSearch, label: 'Details' },
  config: { icon: IconSettings, label: 'Configs' },
  delete: { icon: IconTrash, label: 'Delete', color: 'red' },
  edit: { icon: IconEdit, label: 'Edit' },
  restart: { icon: IconRefresh, label: 'Restart' },
  copy: { icon: IconCopy, label: 'Copy' },
  share: { icon: IconShare, label: 'Share' },
  download: { icon: IconDownload, label: 'Download' },
};

export function hasRowActions<T>(actions: RowActions<T> | undefined): boolean {
  return ROW_ACTIONS.some((name) => actions?.[name]);
}

/** The icon buttons at the end of a row, one per action handler given to the table. */
export function RowActionButtons<T>({ row, actions }: { row: T; actions: RowActions<T> }) {
  return (
    <NowrapGroup gap={4} justify="flex-end">
      {ROW_ACTIONS.map((name) => {
        const handler = actions[name];
        if (!handler || (actions.available && !actions.available(name, row))) return null;
        const { icon: ActionIconGlyph, label, color } = ACTION_LOOK[name];
        return (
          <LazyTooltip key={name} label={label} openDelay={300}>
            <SubtleActionIcon
              color={color}
              aria-label={label}
              onClick={(event) => {
                event.stopPropagation();
                handler(row);
              }}
              data-testid={`row-action-${name}`}
            >
              <ActionIconGlyph size={18} stroke={1.6} />
            </SubtleActionIcon>
          </LazyTooltip>
        );
      })}
    </NowrapGroup>
  );
}
