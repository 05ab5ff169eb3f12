import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { symbols, type Bindings, type ChildLoggerOptions } from 'pino';
// Fastify's own key of a request's route context. Its public getter, `routeOptions`, builds a
// fifteen-field object at each read: a fifth of this line's cost.
import fastifySymbols from 'fastify/lib/symbols.js';
import { requestDurations } from './metrics';
import { truncateIp } from './request-info';

/** pino's logger, as Fastify hands it over (its type names only the logging methods). */
type RootLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * The access log: one line per answered request, written when its response has gone out —
 * method, route pattern (never the path as sent, never the query string), status, duration in
 * ms, and the network of the address (truncateIp). Nothing at the request's start. Health
 * probes and the web app's files go at `debug`, the rest at `info`.
 *
 * Fastify's own two lines per request are replaced by overriding its LogController, not by an
 * onResponse hook: Fastify calls `requestCompleted` once per response anyway, right after the
 * onResponse hooks, so the line costs no hook run and no closure per request. The controller's
 * other lines (a stream failing after its headers, a failing serializer) stay as Fastify writes
 * them.
 */
export class RequestLog extends LogController {
  private log: RootLogger | undefined;
  /** pino's destination and its serialized bindings (pid, hostname), for the hand-written line. */
  private direct:
    { write(line: string): unknown; bindings: string; levels: Record<string, number> } | undefined;
  // Under load the same few addresses come again and again: cut once, not per request.
  private lastIp: string | undefined;
  private lastNetwork = 'null';
  /** Each route pattern as a JSON string, made once. */
  private readonly routes = new Map<string, string>();

  /** The application's logger, known once Fastify has made it. */
  use(log: RootLogger) {
    this.log = log;
    const pinoLog = log as RootLogger &
      Record<symbol, unknown> & { levels?: { values: Record<string, number> } };
    const stream = pinoLog[symbols.streamSym] as { write(line: string): unknown } | undefined;
    const bindings = pinoLog[symbols.chindingsSym];
    if (stream && typeof bindings === 'string' && pinoLog.levels)
      this.direct = { write: (line) => stream.write(line), bindings, levels: pinoLog.levels.values };
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = this.log;
    if (!log) return;
    const context = (request as unknown as Record<symbol, RouteContext | undefined>)[kRouteContext];
    const route = context?.config?.url;
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    // Every answer's duration, whatever the log level (lib/metrics.ts: no allocation).
    requestDurations.observe(context ?? noRoute, route, request.method, status, elapsed);
    // The response broke off after its headers: the only case Fastify hands an error here.
    const level = error ? 'error' : isProbe(route) || isWebApp(route, status) ? 'debug' : 'info';
    // Below the level, nothing is computed at all.
    if (!enabled(log, level)) return;
    const ip = request.ip;
    if (ip !== this.lastIp) {
      this.lastIp = ip;
      const network = truncateIp(ip);
      this.lastNetwork = network === null ? 'null' : JSON.stringify(network);
    }
    const ms = Math.round(elapsed);
    const direct = this.direct;
    if (error || !direct) {
      const line = {
        reqId: request.id,
        method: request.method,
        route: route ?? null,
        status,
        ms,
        address: JSON.parse(this.lastNetwork) as string | null,
      };
      if (error) log.error({ ...line, err: error }, 'request errored');
      else log[level](line, 'request completed');
      return;
    }
    // The line pino would write, written by hand: at one line per request, pino's generic
    // serialization of the object cost more than the rest of a cached answer. Every value is
    // either a number, a method token from the HTTP parser, Fastify's own request id
    // ('req-' and base 36: no request header sets it), or JSON-encoded.
    let routeJson = 'null';
    if (route !== undefined) {
      routeJson = this.routes.get(route) ?? JSON.stringify(route);
      if (this.routes.size < 1000) this.routes.set(route, routeJson);
    }
    direct.write(
      `{"level":${direct.levels[level]},"time":${Date.now()}${direct.bindings},"reqId":"${request.id}","method":"${request.method}","route":${routeJson},"status":${status},"ms":${ms},"address":${this.lastNetwork},"msg":"request completed"}\n`,
    );
  }
}

const kRouteContext = fastifySymbols.kRouteContext as symbol;
interface RouteContext {
  config?: { url?: string };
}
/** Stands for the route context of a request that has none. */
const noRoute: RouteContext = {};

/** GET /api/ping and anything under /api/health: what load balancers poll. */
function isProbe(route: string | undefined): boolean {
  return route !== undefined && (route === '/api/ping' || route.startsWith('/api/health'));
}

/**
 * The web app's files: every route outside /api is one of them (plugins/web.ts registers a
 * route per built file), and a request that matched no route but was answered below 400 is a
 * page of the app, served as index.html by the not-found handler.
 */
function isWebApp(route: string | undefined, status: number): boolean {
  return route === undefined ? status < 400 : !route.startsWith('/api');
}

/**
 * request.log, made cheap: pino's child logger (the request id serialized into its bindings, its
 * formatters rebuilt) is made the first time the request logs something itself, which most
 * requests never do. Fastify made one per request, eagerly.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level() {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: unknown[]) {
    Reflect.apply(this.real.fatal, this.real, args);
  }
  error(...args: unknown[]) {
    Reflect.apply(this.real.error, this.real, args);
  }
  warn(...args: unknown[]) {
    Reflect.apply(this.real.warn, this.real, args);
  }
  info(...args: unknown[]) {
    Reflect.apply(this.real.info, this.real, args);
  }
  // Below the level, a call makes nothing: no child for a line that is not written.
  debug(...args: unknown[]) {
    if (this.made || enabled(this.parent, 'debug')) Reflect.apply(this.real.debug, this.real, args);
  }
  trace(...args: unknown[]) {
    if (this.made || enabled(this.parent, 'trace')) Reflect.apply(this.real.trace, this.real, args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

function enabled(logger: RootLogger, level: string): boolean {
  return logger.isLevelEnabled?.(level) ?? true;
}

/** For Fastify's `childLoggerFactory`: a route with its own level or serializers gets pino's child at once. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
