// Realistic records for the small topics. Deterministic (seeded PRNG), timestamps spread over the last days.
import type { MessageToProduce } from '@platformatic/kafka';
import avro from 'avsc';
import protobuf from 'protobufjs';
import { CITIES, COUNTRIES, FIRST, int, LAST, money, PAGES, PRODUCTS, pick, rng } from './random.ts';
import { CUSTOMER_PROTO, PAYMENT_AVRO } from './schemas.ts';
import { confluentFrame, confluentProtobufFrame } from './wire-format.ts';

export type Msg = MessageToProduce<Buffer, Buffer, string, Buffer>;
export interface SchemaIds {
  payments: number;
  customers: number;
  events: number;
}

const DAY = 86_400_000;
const b = (s: string) => Buffer.from(s);
const json = (o: unknown) => Buffer.from(JSON.stringify(o));
/** i-th of n timestamps, evenly over the last `days` days. */
const when = (now: number, days: number, i: number, n: number) =>
  BigInt(now - days * DAY + Math.floor((i * days * DAY) / n));

function orders(now: number): Msg[] {
  const r = rng(1);
  return Array.from({ length: 600 }, (_, i) => {
    const customer = `cust-${int(r, 1, 120)}`;
    const lines = Array.from({ length: int(r, 1, 4) }, () => ({ sku: pick(r, PRODUCTS), qty: int(r, 1, 3) }));
    return {
      topic: 'orders',
      key: b(customer), // same customer, same partition: per-customer ordering
      value: json({
        orderId: `ord-${10000 + i}`,
        customer,
        lines,
        total: money(r, 9, 900),
        currency: 'EUR',
        status: pick(r, ['NEW', 'PAID', 'SHIPPED', 'CANCELLED']),
      }),
      headers: {
        'content-type': b('application/json'),
        source: b(pick(r, ['web', 'mobile', 'pos'])),
        'trace-id': b(`t-${(i * 7919).toString(16)}`),
      },
      timestamp: when(now, 5, i, 600),
    };
  });
}

function payments(now: number, id: number): Msg[] {
  const r = rng(2);
  const type = avro.Type.forSchema(PAYMENT_AVRO as avro.Schema);
  return Array.from({ length: 300 }, (_, i) => {
    const ts = when(now, 4, i, 300);
    const value = {
      paymentId: `pay-${50000 + i}`,
      orderId: `ord-${10000 + int(r, 0, 599)}`,
      customerId: `cust-${int(r, 1, 120)}`,
      amount: money(r, 5, 900),
      currency: pick(r, ['EUR', 'USD', 'GBP']),
      method: pick(r, ['card', 'paypal', 'sepa', 'apple-pay']),
      status: pick(r, ['AUTHORIZED', 'CAPTURED', 'CAPTURED', 'DECLINED']),
      createdAt: Number(ts),
      note: r() < 0.2 ? 'manual review' : null,
    };
    return {
      topic: 'payments-avro',
      key: b(value.paymentId),
      value: confluentFrame(id, type.toBuffer(value)),
      timestamp: ts,
    };
  });
}

function customers(now: number, id: number): Msg[] {
  const r = rng(3);
  const Customer = protobuf.parse(CUSTOMER_PROTO).root.lookupType('demo.customers.Customer');
  return Array.from({ length: 150 }, (_, i) => {
    const name = `${pick(r, FIRST)} ${pick(r, LAST)}`;
    const c = pick(r, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const payload = Customer.encode(
      Customer.create({
        id: `cust-${i + 1}`,
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@example.test`,
        address: {
          street: `${int(r, 1, 200)} Main Street`,
          city: CITIES[c],
          postalCode: String(int(r, 10000, 99999)),
          country: COUNTRIES[c],
        },
        tags: r() < 0.3 ? ['newsletter', 'b2b'] : ['newsletter'],
        createdAt: now - int(r, 1, 900) * DAY,
        tier: int(r, 0, 2),
      }),
    ).finish();
    return {
      topic: 'customers-proto',
      key: b(`cust-${i + 1}`),
      value: confluentProtobufFrame(id, [1], Buffer.from(payload)),
      timestamp: when(now, 6, i, 150),
    };
  });
}

function events(now: number, id: number): Msg[] {
  const r = rng(4);
  return Array.from({ length: 250 }, (_, i) => {
    const ts = when(now, 3, i, 250);
    const e = {
      eventId: `evt-${i}`,
      type: pick(r, ['signup', 'login', 'logout', 'purchase', 'refund']),
      userId: `user-${int(r, 1, 80)}`,
      at: new Date(Number(ts)).toISOString(),
      attributes: { ip: `10.0.${int(r, 0, 9)}.${int(r, 1, 254)}` },
    };
    return {
      topic: 'events-jsonschema',
      key: b(e.userId),
      value: confluentFrame(id, json(e)),
      timestamp: ts,
    };
  });
}

function usersCompacted(now: number): Msg[] {
  const r = rng(5);
  const out: Msg[] = Array.from({ length: 300 }, (_, i) => {
    const user = `user-${int(r, 1, 40)}`; // 40 keys, ~7 versions each: compaction has work to do
    return {
      topic: 'users-compacted',
      key: b(user),
      value: json({ user, city: pick(r, CITIES), plan: pick(r, ['free', 'pro', 'team']), version: i }),
      timestamp: when(now, 7, i, 300),
    };
  });
  for (const k of ['user-3', 'user-17'])
    out.push({ topic: 'users-compacted', key: b(k), timestamp: BigInt(now - DAY) }); // tombstones
  return out;
}

function simple(
  now: number,
  topic: string,
  n: number,
  seed: number,
  make: (r: () => number, i: number) => [string | undefined, Buffer],
): Msg[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const [key, value] = make(r, i);
    return { topic, ...(key === undefined ? {} : { key: b(key) }), value, timestamp: when(now, 2, i, n) };
  });
}

export function smallTopicRecords(ids: SchemaIds, now = Date.now()): Map<string, Msg[]> {
  const lvl = ['INFO', 'INFO', 'INFO', 'WARN', 'ERROR', 'DEBUG'];
  const all: Msg[][] = [
    orders(now),
    payments(now, ids.payments),
    customers(now, ids.customers),
    events(now, ids.events),
    usersCompacted(now),
    simple(now, 'orders-app-KSTREAM-AGGREGATE-STATE-STORE-0000000003-changelog', 120, 6, (r, i) => [
      `cust-${(i % 60) + 1}`,
      json({ count: int(r, 1, 40), sum: money(r, 10, 5000) }),
    ]),
    simple(now, 'orders-app-KSTREAM-REPARTITION-0000000005-repartition', 200, 7, (r) => [
      `cust-${int(r, 1, 60)}`,
      json({ total: money(r, 9, 900) }),
    ]),
    simple(now, '_audit-internal', 80, 8, (r, i) => [
      undefined,
      json({
        seq: i,
        actor: pick(r, ['admin', 'alice', 'bob']),
        action: pick(r, ['CREATE_TOPIC', 'ALTER_CONFIG', 'DELETE_ACL']),
      }),
    ]),
    simple(now, 'inventory-updates', 400, 9, (r) => [
      pick(r, PRODUCTS),
      json({ warehouse: pick(r, CITIES), delta: int(r, -20, 50) }),
    ]),
    simple(now, 'shipments', 180, 10, (r, i) => [
      `ord-${10000 + i}`,
      json({ carrier: pick(r, ['UPS', 'DHL', 'La Poste']), city: pick(r, CITIES), eta: `${int(r, 1, 5)}d` }),
    ]),
    simple(now, 'products', 8, 11, (r, i) => [
      PRODUCTS[i],
      json({ sku: PRODUCTS[i], price: money(r, 10, 400), stock: int(r, 0, 500) }),
    ]),
    simple(now, 'notifications', 90, 12, (r) => [
      undefined,
      json({
        channel: pick(r, ['email', 'sms', 'push']),
        template: pick(r, ['welcome', 'shipped', 'refund']),
      }),
    ]),
    simple(now, 'metrics-raw', 800, 13, (r) => [
      `host-${int(r, 1, 8)}`,
      b(`cpu=${money(r, 0, 100)},mem=${int(r, 200, 16000)},disk=${money(r, 0, 100)}`),
    ]),
    simple(now, 'logs-app', 500, 14, (r, i) => [
      `pod-${int(r, 1, 5)}`,
      b(
        `${pick(r, lvl)} [${pick(r, ['http', 'db', 'cache'])}] request ${i} took ${int(r, 1, 900)}ms path=${pick(r, PAGES)}`,
      ),
    ]),
    // Non-UTF-8 bytes: the console must fall back to base64/hex.
    simple(now, 'binary-blobs', 40, 15, (r) => [
      undefined,
      Buffer.from(Array.from({ length: 64 }, () => int(r, 0, 255))),
    ]),
    // ~400 KB records: the console must truncate what it sends to the browser.
    simple(now, 'large-messages', 3, 16, (_r, i) => [`big-${i}`, json({ i, blob: 'x'.repeat(400_000) })]),
  ];
  const map = new Map<string, Msg[]>();
  for (const list of all) {
    for (const m of list) {
      const bucket = map.get(m.topic) ?? [];
      bucket.push(m);
      map.set(m.topic, bucket);
    }
  }
  return map;
}
