// Closed Select dropdowns are not in the page (theme.ts), so when ArrowDown or ArrowUp opens one,
// Mantine looks for the option to highlight before the options exist and highlights none. This
// highlights it once they are there: the selected value's option, else the first enabled one, as
// Mantine does with a dropdown kept in the page. Mantine's own pending index updates (a timeout
// after the key) then read the highlight from the `data-combobox-selected` attribute set here, so
// the next ArrowDown moves on from it.

let arrowTarget: EventTarget | null = null;

if (typeof document !== 'undefined')
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return;
      arrowTarget = event.target;
      // Only the opening this key causes counts: React runs its effects before this timeout.
      setTimeout(() => {
        arrowTarget = null;
      }, 0);
    },
    true,
  );

/** Combobox `onOpen`: runs once the open dropdown's options are in the page. */
export function highlightOnKeyboardOpen(): void {
  const target = arrowTarget;
  if (!(target instanceof HTMLElement) || target !== document.activeElement) return;
  // The target names its list only from the next render on (the list's id is set in an effect):
  // closed dropdowns are not in the page, so the one open list is this one.
  const listId = target.getAttribute('aria-controls');
  const lists = document.querySelectorAll('[role="listbox"]');
  const list = (listId ? document.getElementById(listId) : null) ?? (lists.length === 1 ? lists[0] : null);
  if (!list || list.querySelector('[data-combobox-selected]')) return;
  const options = [...list.querySelectorAll<HTMLElement>('[data-combobox-option]')].filter(
    (o) => !o.hasAttribute('data-combobox-disabled'),
  );
  const chosen = options.find((o) => o.hasAttribute('data-combobox-active')) ?? options[0];
  if (!chosen) return;
  chosen.setAttribute('data-combobox-selected', 'true');
  // What a screen reader announces: Mantine set it from its own lookup, which found no option yet.
  if (chosen.id) target.setAttribute('aria-activedescendant', chosen.id);
  chosen.scrollIntoView({ block: 'nearest' });
}
