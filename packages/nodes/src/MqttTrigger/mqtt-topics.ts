export type Qos = 0 | 1 | 2;

/**
 * The Topics parameter: names separated by commas, each with an optional `:qos` (0, 1 or 2; anything
 * else is 0, as n8n reads it). `+` and `#` are MQTT's wildcards.
 */
export function parseTopics(text: string): Record<string, { qos: Qos }> {
  const topics: Record<string, { qos: Qos }> = {};
  for (const entry of text.split(',')) {
    const separator = entry.lastIndexOf(':');
    const hasQos = separator !== -1 && /^\s*\d+\s*$/.test(entry.slice(separator + 1));
    const topic = (hasQos ? entry.slice(0, separator) : entry).trim();
    if (!topic) continue;
    const qos = hasQos ? Number(entry.slice(separator + 1)) : 0;
    topics[topic] = { qos: (qos === 1 || qos === 2 ? qos : 0) };
  }
  return topics;
}
