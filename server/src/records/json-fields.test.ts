import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FALLBACK, type FieldTree, pickJson } from './json-fields.ts';

// The field reader against JSON.parse: for every document and every set of wanted paths, the
// pruned object holds exactly what JSON.parse gives along those paths, and a text JSON.parse
// refuses is never read as an object.

const DOCUMENTS = [
  '{"a":1,"b":{"c":"x","d":[1,2,{"e":null}]},"f":true}',
  ' \n\t{ "a" : -0 , "b" : { "c" : "y" } , "f" : false }\r\n ',
  '{"a":"q\\"uo\\\\te\\/d","b":{"c":"\\u00e9\\ud83d\\ude00\\n\\t\\b\\f\\r"}}',
  '{"a\\u0062":1,"ab":2,"b":{"c\\"":3,"c":4}}',
  '{"a":1,"a":2,"b":{"c":1},"b":{"d":2}}',
  '{"b":{"c":1},"b":5}',
  '{"b":5,"b":{"c":"last"}}',
  '{"a":0,"b":{"c":-12.5e-3},"n":[0.1,1E+2,-1e400,1e-400,123456789012345678901234567890,2.5E3]}',
  '{"a":9007199254740993,"b":{"c":-9007199254740993.000}}',
  '{"a":[[[[[]]]]],"b":{"c":{"c":{"c":{}}}},"x":[{},[],"",0]}',
  '{"a":"ünïcödé ✓ 日本","b":{"c":"\u{1F600}"}}',
  '{"é":{"ü":"x"},"e":1,"b":{"c":"日本"}}',
  '{"a":"\ud800 lone","b":{"c":"x"}}',
  '{}',
  '{"b":[],"a":{}}',
  '{"b":"not an object","a":[1]}',
  '{"b":null}',
  '{"__proto__":{"c":1},"b":{"constructor":2,"c":3}}',
  '{"constructor":{"c":1},"b":{"c":3}}',
  '{"b":{"c\\u006fnstructor":2,"c":3}}',
  '{"b":{"constructor":1},"b":{"c":2}}',
  '{"a":1,}',
  '{"a":1 "b":2}',
  '{"a":01}',
  '{"a":1.}',
  '{"a":.5}',
  '{"a":-}',
  '{"a":1e}',
  '{"a":+1}',
  '{"a":"tab\there"}',
  '{"a":"bad \\x escape"}',
  '{"a":"\\u12G4"}',
  '{"a":tru}',
  '{"a":nul}',
  '{"a":NaN}',
  '{"a":1}}',
  '{"a":1} x',
  '{"a":[1,2,]}',
  '{"a":[1 2]}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":"unterminated}',
  '{"a":{"b":[1,{"c":]}}',
  '{"a":1',
  '{',
  '',
  '   ',
  '[{"a":1}]',
  '"a string"',
  '42',
  'null',
  'plain text',
  '{"a":1}\u0000',
  '\ufeff{"a":1}',
  '{"a":[{"b":{"c":[{"d":"deep"}]}}],"b":{"c":[{"d":1}]}}',
  // Short ASCII values are made without Buffer's decoder: both sides of its length limit, a last
  // character outside ASCII, DEL, the empty string.
  '{"a":"","b":{"c":"twelve chars"}}',
  '{"a":"thirteen char","b":{"c":"twelve charé"}}',
  '{"a":"\u007f","b":{"c":"EUR"}}',
  '{"a":"ab","b":{"c":"日"}}',
  `{"a":${'['.repeat(200)}${']'.repeat(200)},"b":{"c":${'{"c":'.repeat(150)}1${'}'.repeat(150)}}}`,
];

const TREES: Array<[string, FieldTree]> = [
  ['a', { names: ['a'], subs: [null] }],
  ['b.c', { names: ['b'], subs: [{ names: ['c'], subs: [null] }] }],
  [
    'a, b.c, b.d, n',
    { names: ['a', 'b', 'n'], subs: [null, { names: ['c', 'd'], subs: [null, null] }, null] },
  ],
  ['ab, b.c"', { names: ['ab', 'b'], subs: [null, { names: ['c"'], subs: [null] }] }],
  [
    'b.c.c.c',
    {
      names: ['b'],
      subs: [{ names: ['c'], subs: [{ names: ['c'], subs: [{ names: ['c'], subs: [null] }] }] }],
    },
  ],
  ['b.constructor, b.c', { names: ['b'], subs: [{ names: ['constructor', 'c'], subs: [null, null] }] }],
  ['missing.x', { names: ['missing'], subs: [{ names: ['x'], subs: [null] }] }],
  ['é.ü, e', { names: ['é', 'e'], subs: [{ names: ['ü'], subs: [null] }, null] }],
];

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return FALLBACK;
  }
}

/**
 * Whether an object the reader reads along `tree` (one that a later duplicate key replaces
 * included) has its own `constructor` key that the tree does not want: the reader leaves such a
 * text to the whole parse (the CEL evaluator refuses such an object). `text` is valid JSON.
 */
function readsConstructor(text: string, tree: FieldTree): boolean {
  let i = 0;
  const ws = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  };
  const string = (): string => {
    const start = i++;
    while (text[i] !== '"') {
      if (i >= text.length) throw new Error(`a string not closed in ${text}`);
      i += text[i] === '\\' ? 2 : 1;
    }
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Past one value: a string, a container with all it holds, or a scalar up to what ends it. */
  const skip = (): void => {
    let depth = 0;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error(`a value not ended in ${text}`);
      if (c === '"') {
        string();
        if (depth === 0) return;
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (depth === 0) return; // the end of the object holding a scalar
        if (--depth === 0) {
          i++;
          return;
        }
      } else if (depth === 0 && (c === ',' || c === ' ' || c === '\n' || c === '\t' || c === '\r')) return;
      i++;
    }
  };
  /** At an object's '{': whether it or an object read below it has an unwanted `constructor`. */
  const object = (wanted: FieldTree): boolean => {
    let found = false;
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return false;
    }
    for (;;) {
      ws();
      const key = string();
      ws();
      i++; // ':'
      ws();
      const k = wanted.names.indexOf(key);
      if (k < 0 && key === 'constructor') found = true;
      const sub = k < 0 ? null : wanted.subs[k];
      if (sub && text[i] === '{') found = object(sub) || found;
      else skip();
      ws();
      if (text[i++] === '}') return found;
    }
  };
  ws();
  return object(tree);
}

/** What JSON.parse's result holds along `tree`, built the same way as the reader builds it. */
function prune(value: unknown, tree: FieldTree): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  tree.names.forEach((name, k) => {
    if (!Object.hasOwn(value, name)) return;
    const v = (value as Record<string, unknown>)[name];
    const sub = tree.subs[k];
    out[name] = sub ? prune(v, sub) : v;
  });
  return out;
}

test('the pruned object is JSON.parse along the wanted paths, for every document', () => {
  for (const text of DOCUMENTS) {
    // The bytes a record holds; JSON.parse reads their UTF-8 text (a lone surrogate became U+FFFD).
    const bytes = Buffer.from(text);
    const whole = parsed(bytes.toString('utf8'));
    for (const [label, tree] of TREES) {
      const picked = pickJson(bytes, tree);
      const isObject =
        whole !== FALLBACK && typeof whole === 'object' && whole !== null && !Array.isArray(whole);
      if (!isObject) {
        assert.equal(picked, FALLBACK, `${label} of ${JSON.stringify(text)}: JSON.parse gives no object`);
        continue;
      }
      if (readsConstructor(bytes.toString('utf8'), tree)) {
        assert.equal(picked, FALLBACK, `${label} of ${JSON.stringify(text)}: a constructor key`);
        continue;
      }
      assert.notEqual(picked, FALLBACK, `${label} of ${JSON.stringify(text)} fell back`);
      assert.deepStrictEqual(picked, prune(whole, tree), `${label} of ${JSON.stringify(text)}`);
    }
  }
});

test('numbers in every form read as JSON.parse reads them', () => {
  const tree: FieldTree = { names: ['n'], subs: [null] };
  const forms = [
    '0',
    '-0',
    '1',
    '-1',
    '0.5',
    '-0.0',
    '1e3',
    '1E3',
    '1e+3',
    '1e-3',
    '-1.25E-7',
    '1.7976931348623157e308',
    '2e308',
    '5e-324',
    '4.9e-325',
    '0.1',
    '0.30000000000000004',
    '123456789012345678901234567890',
    '9007199254740993',
    '1.000000000000000000001',
  ];
  for (const n of forms) {
    const text = `{"n":${n}}`;
    assert.ok(Object.is((pickJson(Buffer.from(text), tree) as { n: number }).n, JSON.parse(text).n), n);
  }
});

test('random documents: the same as JSON.parse, and refused where JSON.parse refuses', () => {
  let seed = 17;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const keys = ['a', 'b', 'c', 'd', 'é', 'a"b'];
  const scalar = (): unknown =>
    [
      () => rand(2000) - 1000,
      () => rand(1000) / 7,
      () => 'str\u0001\\"é'.slice(rand(5)),
      () => true,
      () => null,
    ][rand(5)]?.();
  const value = (depth: number): unknown => {
    if (depth > 3 || rand(3) === 0) return scalar();
    if (rand(2) === 0) return Array.from({ length: rand(4) }, () => value(depth + 1));
    return Object.fromEntries(
      Array.from({ length: rand(5) }, () => [keys[rand(keys.length)], value(depth + 1)]),
    );
  };
  const trees = TREES.map(([, t]) => t).concat([
    {
      names: ['a', 'b'],
      subs: [
        { names: ['c'], subs: [null] },
        { names: ['a"b', 'é'], subs: [null, null] },
      ],
    },
  ]);
  for (let i = 0; i < 3000; i++) {
    let text = JSON.stringify({ [keys[rand(keys.length)] as string]: value(0), b: value(0), a: value(1) });
    // Some spacing, and some damage.
    if (rand(3) === 0) text = text.replaceAll(',', rand(2) ? ' ,\n' : ', ');
    if (rand(4) === 0) {
      const at = rand(text.length);
      text = text.slice(0, at) + ['', ',', '"', '}', ']', '\\', '\u0001', '1'][rand(8)] + text.slice(at + 1);
    }
    const bytes = Buffer.from(text);
    const whole = parsed(bytes.toString('utf8'));
    for (const tree of trees) {
      const picked = pickJson(bytes, tree);
      if (whole === FALLBACK || typeof whole !== 'object' || whole === null || Array.isArray(whole)) {
        assert.equal(picked, FALLBACK, text);
      } else {
        assert.deepStrictEqual(picked, prune(whole, tree), text);
      }
    }
  }
});
