/** decode-dxt ships no types: the one function the tests use (an independent BC1 decoder). */
declare module 'decode-dxt' {
  function decodeDxt(data: DataView, width: number, height: number, format?: string): Uint8Array;
  export default decodeDxt;
}
