/** Layer and logo ids: random UUIDs (Web Crypto exists in browsers and in Node 20). */
export function newLayerId(): string {
  return globalThis.crypto.randomUUID();
}
