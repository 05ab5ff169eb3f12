import { endpoints } from '@trousse/contracts/api/endpoints';
import { useEffect } from 'react';

import { apiCall, sendKeepalive } from '../../lib/api-client';
import { Heartbeat } from '../../entities/session/heartbeat';

function schedule(callback: () => void, delayMs: number) {
  const id = window.setTimeout(callback, delayMs);
  return () => window.clearTimeout(id);
}

/**
 * Runs the session keep-alive while `enabled` (signed in). The page going to the background
 * tells the server (client-disconnect) and pauses the beats; coming back resumes them.
 */
export function useHeartbeat(enabled: boolean, onDisconnected: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const heartbeat = new Heartbeat({
      beat: async () => (await apiCall(endpoints.auth.heartbeat)).data.code,
      onDisconnected,
      now: () => Date.now(),
      schedule,
      log: (message, error) => console.warn(message, error),
    });

    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        heartbeat.pause();
        // The page may be closing: the hint leaves with keepalive, its outcome does not matter.
        if (heartbeat.stopReason === undefined) sendKeepalive(endpoints.auth.clientDisconnect);
      } else {
        heartbeat.resume();
      }
    };

    if (document.visibilityState !== 'hidden') heartbeat.start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      heartbeat.pause();
    };
  }, [enabled, onDisconnected]);
}
