// Fastify ships no types for its table of internal symbols (lib/request-log.ts reads one).
declare module 'fastify/lib/symbols.js' {
  const symbols: Record<string, symbol>;
  export default symbols;
}
