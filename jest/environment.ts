import { TestEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/**
 * jsdom plus the Node globals that react-router 7's data routers need
 * (TextEncoder, Request, Response, fetch, structuredClone, ...). Not MessageChannel: React's scheduler
 * would pick Node's, whose open ports keep jest from exiting.
 */
export default class RangoliEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const g = this.global as unknown as Record<string, unknown>;
    const names = [
      'TextEncoder',
      'TextDecoder',
      'Request',
      'Response',
      'Headers',
      'fetch',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
    ] as const;
    for (const name of names) {
      if (g[name] === undefined) g[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
  }
}
