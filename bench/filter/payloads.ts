// The values of bench/filter's topic (and of bench/filter/examine).

/** 1,000 distinct JSON orders of about 200 bytes, one per line, for ProducerPerformance's --payload-file. */
export function payloads(): string {
  const tiers = ['bronze', 'silver', 'gold'];
  const lines: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const order = {
      orderId: `ord-${String(i).padStart(6, '0')}`,
      customer: {
        id: `c-${String(i % 97).padStart(4, '0')}`,
        name: `Customer ${i % 97}`,
        tier: tiers[i % 3],
      },
      amount: Math.round(((i * 7919) % 100000) + 0.5) / 100,
      currency: 'EUR',
      items: [{ sku: `sku-${i % 31}`, qty: (i % 4) + 1 }],
      status: i % 5 ? 'NEW' : 'PAID',
    };
    const text = JSON.stringify(order);
    lines.push(JSON.stringify({ ...order, note: 'x'.repeat(Math.max(0, 200 - text.length - 10)) }));
  }
  return lines.join('\n');
}
