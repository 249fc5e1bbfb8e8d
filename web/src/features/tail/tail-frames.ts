// Server-sent event framing (`event:` and `data:` lines, a blank line between events), parsed
// from text that arrives in arbitrary chunks. Kept free of browser globals so it is unit-tested.

/** Parses `event:`/`data:` frames; returns the unparsed rest. */
export function parseFrames(buffer: string, onFrame: (event: string, data: string) => void): string {
  let rest = buffer;
  for (let i = rest.indexOf('\n\n'); i >= 0; i = rest.indexOf('\n\n')) {
    const frame = rest.slice(0, i);
    rest = rest.slice(i + 2);
    const event = /^event: ?(.*)$/m.exec(frame)?.[1] ?? 'message';
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.replace(/^data: ?/, ''))
      .join('\n');
    if (data) onFrame(event, data);
  }
  return rest;
}
