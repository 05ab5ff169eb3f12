/**
 * Loaded into the real server process (`startServer(env, { preload })`) by the crash test of
 * process.test.ts: on SIGUSR2 it does what a bug would — throws from a callback, or with
 * CRASH_WITH=rejection leaves a rejected promise nobody awaits — so that the test sees what the
 * server logs and how it stops. Production code knows nothing of it.
 */
process.on('SIGUSR2', () => {
  if (process.env.CRASH_WITH === 'rejection') void Promise.reject(new Error('a promise nobody awaited'));
  else
    setImmediate(() => {
      throw new Error('a callback that threw');
    });
});
