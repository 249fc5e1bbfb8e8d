import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type GroupBase, listGroupsV5, Reader, Writer } from '@platformatic/kafka';
import { decodeGroups } from './consumer-group-listing.ts';

// The own ListGroups v5 decoder against @platformatic/kafka's on the same bytes, mapped as the
// library's listGroups maps them (no state: 'Unknown'; no type: none).

const groups = [
  { id: 'orders', protocol: 'consumer', state: 'Stable', type: 'classic' },
  { id: 'ünïcode-group', protocol: '', state: 'Empty', type: 'consumer' },
  { id: 'readers', protocol: 'share', state: '', type: 'share' },
  { id: 'old', protocol: 'consumer', state: 'Dead', type: '' },
];

function answer(errorCode: number) {
  const w = Writer.create()
    .appendInt32(3)
    .appendInt16(errorCode)
    .appendArray(groups, (x, g) => {
      x.appendString(g.id).appendString(g.protocol).appendString(g.state).appendString(g.type);
    });
  // Each group ends with its tagged fields (appendArray writes them), the answer with its own.
  w.appendTaggedFields();
  return w.buffer;
}

test('groups as the library decodes and maps them', () => {
  const bytes = answer(0);
  const mine = new Map<string, GroupBase>();
  decodeGroups(bytes, mine);
  const theirs = listGroupsV5.parseResponse(0, 16, 5, Reader.from(bytes));
  assert.deepEqual(
    [...mine.values()],
    theirs.groups.map((raw) => ({
      id: raw.groupId,
      state: raw.groupState || 'Unknown',
      groupType: raw.groupType || undefined,
      protocolType: raw.protocolType,
    })),
  );
});

test('an error code is thrown as the library throws it', () => {
  assert.throws(() => decodeGroups(answer(14), new Map()), { code: 'PLT_KFK_RESPONSE' });
});
