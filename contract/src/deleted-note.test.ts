import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DeletedWhileReading, deletedNote } from './deleted-note.ts';

test('the note names the partition, the deleted offsets and where the read went on', () => {
  const note = deletedNote({ partition: 2, from: 0, to: 5000 });
  assert.equal(
    note.message,
    'Partition 2: records 0–4,999 were deleted by retention while they were being read; continued from offset 5,000',
  );
  assert.deepEqual(DeletedWhileReading.parse(note), note);
});

test('one record, a tail topic, a read that ended at the gap, an unknown start', () => {
  assert.equal(
    deletedNote({ topic: 'orders', partition: 0, from: 7, to: 8 }).message,
    'Topic orders, partition 0: record 7 was deleted by retention while it was being read; continued from offset 8',
  );
  assert.equal(
    deletedNote({ partition: 1, from: 10, to: 20 }, true).message,
    'Partition 1: records 10–19 were deleted by retention while they were being read',
  );
  const unknown = deletedNote({ partition: 3, to: 1200 }, true);
  assert.equal(
    unknown.message,
    'Partition 3: the records before offset 1,200 were deleted by retention while they were being read',
  );
  assert.equal('from' in unknown, false);
});
