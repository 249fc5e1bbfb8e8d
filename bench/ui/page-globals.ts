// The few browser globals the bench's page functions use: bench/ compiles without the DOM library
// (it would retype Node's streams), so page code reads them through `page()`.

interface PageElement {
  textContent: string | null;
}

export interface PageGlobals {
  document: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): ArrayLike<PageElement>;
    documentElement: { scrollHeight: number };
  };
  history: { state: unknown; pushState(state: unknown, unused: string, url: string): void };
  requestAnimationFrame(run: () => void): number;
  scrollTo(x: number, y: number): void;
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  MutationObserver: new (run: () => void) => { observe(target: unknown, options: object): void };
  benchSeen?: Record<string, { dom: number; paint: number }>;
}
