import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choiceParams } from '../../components/deserializer-choice/choice.ts';
import { clearAll, filterChips } from './topic-data-chips.ts';
import { isSearch, readSearch, serverQuery } from './topic-data-search.ts';

test("AKHQ's share link names the inspected record, not a partition filter", () => {
  const { search, shared } = readSearch({ single: true, partition: 2, offset: 3, sort: 'Newest' });
  assert.equal(shared, true);
  assert.equal(search.record, '2-3');
  assert.equal(search.partition, undefined);
  assert.equal(search.offset, undefined);
  assert.equal(serverQuery(search, 'Oldest').partition, 'All');
});

test('parameters arrive parsed or as text, and odd values are dropped', () => {
  const { search } = readSearch({
    partition: '1',
    offset: 'x',
    sort: 'NEWEST',
    valueDeserializer: 'int64',
    keyDeserializer: 'AUTO',
    filter: 42,
    record: 'nope',
  });
  assert.equal(search.partition, 1);
  assert.equal(search.offset, undefined);
  assert.equal(search.sort, 'Newest');
  assert.equal(search.valueDeserializer, 'INT64');
  assert.equal(search.keyDeserializer, undefined);
  assert.equal(search.filter, '42');
  assert.equal(search.record, undefined);
});

test('the server query carries filters, the CEL filter and the deserializers; empty filters are left out', () => {
  const { search } = readSearch({
    searchByKey: 'a_C',
    searchByValue: ' _N',
    filter: "value.customer.id == 'c-7'",
    valueDeserializer: 'PROTOBUF',
    valueSubject: 'orders-value',
    valueProtobufType: 'acme.Order',
  });
  const query = serverQuery(search, 'Newest');
  assert.equal(query.sort, 'Newest');
  assert.equal(query.searchByKey, 'a_C');
  assert.equal(query.searchByValue, undefined);
  assert.equal(query.filter, "value.customer.id == 'c-7'");
  assert.equal(query.valueDeserializer, 'PROTOBUF');
  assert.equal(query.valueProtobufType, 'acme.Order');
  assert.equal(isSearch(search), true);
  assert.equal(isSearch(readSearch({ filter: '  ' }).search), false);
});

test('a choice keeps only the fields its deserializer uses', () => {
  const params = choiceParams({
    key: { deserializer: 'INT64', subject: 'ignored', protobufType: 'ignored' },
    value: { deserializer: 'SCHEMA_REGISTRY', subject: ' s-value ', protobufType: 'ignored' },
  });
  assert.deepEqual(params, {
    keyDeserializer: 'INT64',
    keySubject: undefined,
    keyProtobufType: undefined,
    valueDeserializer: 'SCHEMA_REGISTRY',
    valueSubject: 's-value',
    valueProtobufType: undefined,
  });
  assert.equal(
    choiceParams({ key: { deserializer: 'AUTO' }, value: { deserializer: 'AUTO' } }).keyDeserializer,
    undefined,
  );
});

test('every active filter is a chip that removes just itself; Clear all removes them all', () => {
  const { search } = readSearch({
    partition: 0,
    offset: 10,
    timestamp: '2026-01-02T03:04:05.000Z',
    searchByValue: '"beta two"_E',
    searchByHeaderKey: 'trace_N',
    filter: 'offset > 3',
    keyDeserializer: 'UUID',
    valueDeserializer: 'PROTOBUF',
    valueSubject: 'x-value',
    valueProtobufType: 'acme.X',
  });
  const chips = filterChips(search);
  assert.deepEqual(
    chips.map((c) => c.id),
    [
      'partition',
      'offset',
      'timestamp',
      'searchByValue',
      'searchByHeaderKey',
      'filter',
      'keyDeserializer',
      'valueDeserializer',
    ],
  );
  const label = (id: string) => chips.find((c) => c.id === id)?.label;
  assert.equal(label('searchByValue'), 'Value equals "beta two"');
  assert.equal(label('searchByHeaderKey'), 'Header key not contains trace');
  assert.equal(label('filter'), 'Filter: offset > 3');
  assert.equal(label('keyDeserializer'), 'Key as UUID');
  assert.equal(label('valueDeserializer'), 'Value as Protobuf acme.X of x-value');
  assert.match(label('timestamp') ?? '', /^From \d\d-01-2026 \d\d:04:05$/);
  assert.deepEqual(chips.find((c) => c.id === 'valueDeserializer')?.remove, {
    valueDeserializer: undefined,
    valueSubject: undefined,
    valueProtobufType: undefined,
  });
  const cleared = { ...search, ...clearAll(chips) };
  assert.deepEqual(filterChips(cleared), []);
});
