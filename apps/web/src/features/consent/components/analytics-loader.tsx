import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { useConsent } from '../../../entities/consent/consent';
import { siteInfoQueryOptions } from '../../../entities/site/site-info';
import { firstPageViewDelay, loadAnalytics, sendPageView } from '../lib/analytics';

/**
 * Mounted once analytics are consented to: loads the tag when the server names one
 * (ANALYTICS_MEASUREMENT_ID), sends a page_view 1 s after it loads, then at each route change.
 */
export function AnalyticsLoader() {
  const consent = useConsent();
  const allowed = consent?.analytics === true;
  const { data } = useQuery({ ...siteInfoQueryOptions(), enabled: allowed });
  const measurementId = allowed ? (data?.analyticsId ?? null) : null;
  const { pathname, search } = useLocation();
  const ready = useRef(false);

  useEffect(() => {
    if (!measurementId) return;
    let timer: number | undefined;
    let live = true;
    loadAnalytics(measurementId)
      .then(() => {
        timer = window.setTimeout(() => {
          if (!live) return;
          ready.current = true;
          sendPageView();
        }, firstPageViewDelay);
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [measurementId]);

  useEffect(() => {
    if (ready.current && allowed) sendPageView();
  }, [pathname, search, allowed]);

  return null;
}
