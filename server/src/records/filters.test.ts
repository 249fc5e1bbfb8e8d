import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchAny, matchBytes, matchText, parseFilter } from './filters.ts';

const lower = (s: string | undefined) => s?.toLowerCase();

test('the suffix picks the type; no known suffix means Contains', () => {
  const brief = (raw: string) => {
    const f = parseFilter(raw);
    return f && { type: f.type, patterns: f.patterns };
  };
  assert.deepEqual(brief('abc_E'), { type: 'E', patterns: ['abc'] });
  assert.deepEqual(brief('user_name'), { type: 'C', patterns: ['user_name'] });
  assert.deepEqual(brief('Foo Bar_N'), { type: 'N', patterns: ['foo', 'bar'] });
});

test('quoted phrases stay one pattern', () => {
  assert.deepEqual(parseFilter('"quick brown" fox_C')?.patterns, ['quick brown', 'fox']);
  const filter = parseFilter('"quick brown"_C');
  assert.ok(filter && matchText(filter, lower('The Quick Brown fox')));
  assert.ok(filter && !matchText(filter, lower('brown quick')));
});

test('Contains and Equals are OR, Not Contains is AND', () => {
  const contains = parseFilter('cat dog_C');
  assert.ok(contains && matchText(contains, 'a dog'));
  const equals = parseFilter('cat dog_E');
  assert.ok(equals && matchText(equals, 'dog') && !matchText(equals, 'a dog'));
  const not = parseFilter('cat dog_N');
  assert.ok(not && matchText(not, 'bird') && !matchText(not, 'a cat') && !matchText(not, 'dog'));
});

test('null matches a null field; headers match when any does', () => {
  const nullFilter = parseFilter('null_E');
  assert.ok(nullFilter && matchText(nullFilter, undefined) && !matchText(nullFilter, 'x'));
  const header = parseFilter('trace_C');
  assert.ok(header && matchAny(header, ['a', 'Trace-Id']));
  const notHeader = parseFilter('trace_N');
  assert.ok(notHeader && !matchAny(notHeader, ['a', 'trace-id']) && matchAny(notHeader, ['a']));
});

test('the byte fast path agrees with the decoded match for ASCII patterns', () => {
  const samples = ['The Quick fox', 'naïve café', 'null', 'a.b*c', '', 'QUICKQUICK', 'xquic', 'ÀQuick✓'];
  for (const raw of [
    'quick_C',
    'FOX cat_N',
    'null_E',
    'a.b*c_C',
    'café_C',
    '"quick fox"_C',
    'k_C',
    'quick_E',
  ]) {
    const filter = parseFilter(raw);
    assert.ok(filter);
    for (const text of samples) {
      if (!filter.ascii) continue;
      const bytes = Buffer.from(text, 'utf8');
      assert.equal(matchBytes(filter, bytes), matchText(filter, text.toLowerCase()), `${raw} on ${text}`);
    }
    if (filter.ascii) assert.equal(matchBytes(filter, null), matchText(filter, undefined), `${raw} on null`);
  }
  assert.equal(parseFilter('café_C')?.ascii, false);
});

test('the byte matcher finds a pattern at every position and in any case, over random text', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const letters = 'abcABC-_ ';
  for (let round = 0; round < 2000; round++) {
    const text = Array.from({ length: random(40) }, () => letters[random(letters.length)]).join('');
    const pattern = Array.from({ length: 1 + random(4) }, () => letters[random(6)]).join('');
    const filter = parseFilter(`"${pattern}"_C`);
    assert.ok(filter);
    assert.equal(
      matchBytes(filter, Buffer.from(text)),
      text.toLowerCase().includes(pattern.toLowerCase()),
      `${pattern} in ${text}`,
    );
  }
});
