// jsdom lacks the web platform classes React Router 7, RTK Query and MSW use; Node has them.
const { TestEnvironment } = require('jest-environment-jsdom');

class SiteJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of [
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'Request',
      'Response',
      'Headers',
      'fetch',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'BroadcastChannel',
    ]) {
      if (typeof globalThis[key] !== 'undefined') g[key] = globalThis[key];
    }
  }
}
module.exports = SiteJsdomEnvironment;
